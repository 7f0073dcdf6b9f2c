import { Button, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { ProgressiveItems } from '../../../components/progressive-items';
import type { EntityRow } from '../table-rows';
import { RelationshipRow, type RelationshipRowActions } from './relationship-row';

interface Props extends RelationshipRowActions {
  rows: EntityRow[];
  caption: string;
}

const PAGE = 200;
/**
 * Rows drawn with the table; the rest follow in React's sliced background render. The Alfa analysis's 43 rows (ties,
 * chips, buttons) in the page's first task were most of the relationships screen's blocking time in Lighthouse, with
 * one row on a phone's first screen; eight fill a desktop's.
 */
const FIRST_ROWS = 8;
/**
 * The columns' shares, fixed: with the browser's automatic layout the columns took new widths when the rest of the
 * rows arrived, and the first rows' cells moved (Lighthouse's layout shift on the screen, 0.010).
 */
const COLUMNS = [
  ['Entidade', '18%'],
  ['Documento', '17%'],
  ['Qualificação e vínculo', '26%'],
  ['Nível', '8%'],
  ['Riscos', '18%'],
  ['Distância do risco', '13%'],
] as const;

/** The table view: every fact of the graph, one row per entity (screen readers, small phones, the analyst's check). */
export function RelationshipTable({ rows, caption, ...actions }: Props) {
  const [shown, setShown] = useState(PAGE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder layout="fixed" verticalSpacing="xs" data-testid="relationship-table">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map(([name, width]) => (
                <Table.Th key={name} scope="col" w={width}>
                  {name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ProgressiveItems
              items={rows.slice(0, shown)}
              first={FIRST_ROWS}
              render={(row) => <RelationshipRow key={row.key} row={row} {...actions} />}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > shown && (
        <Button variant="light" onClick={() => setShown((n) => n + PAGE)} w="fit-content">
          Mostrar mais {Math.min(PAGE, rows.length - shown)} de {rows.length - shown} entidades
        </Button>
      )}
    </Stack>
  );
}
