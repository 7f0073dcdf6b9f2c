import { Button, Group } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { fileDateStamp, saveBlob } from '../../../lib/save-file';
import { relationshipCsv, type ExportMeta } from '../relationship-export';
import type { RecordGraphExportBody } from '../../../contract/relationships';
import type { EntityRow } from '../table-rows';

interface Props {
  /** The rows of the current view, made when a file is asked for. */
  getRows: () => EntityRow[];
  meta: ExportMeta;
  fileName: string;
  /** Called once a file is saved (the audit trail records exports). */
  onExported?: (exported: RecordGraphExportBody) => void;
}

/** The current view (filters applied) as CSV or PDF, made on the device: works offline too. */
export function ExportButtons({ getRows, meta, fileName, onExported }: Props) {
  const [pdfBusy, setPdfBusy] = useState(false);
  const name = `${fileName}-${fileDateStamp()}`;
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => {
          const rows = getRows();
          saveBlob(new Blob([relationshipCsv(rows, meta)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
          onExported?.({ format: 'CSV', rows: rows.length });
        }}
      >
        Exportar CSV
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={pdfBusy}
        leftSection={<IconFileText size={16} aria-hidden="true" />}
        onClick={() => {
          setPdfBusy(true);
          // pdf-lib is loaded only when a PDF is asked for.
          const rows = getRows();
          void import('../relationship-pdf')
            .then(({ relationshipPdf }) => relationshipPdf(rows, meta))
            .then((bytes) => {
              saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${name}.pdf`);
              onExported?.({ format: 'PDF', rows: rows.length });
            })
            .finally(() => setPdfBusy(false));
        }}
      >
        Exportar PDF
      </Button>
    </Group>
  );
}
