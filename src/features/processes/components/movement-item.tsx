import { Badge, Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BareGroup } from '../../../components/bare/bare-group';
import { BareStack } from '../../../components/bare/bare-stack';
import { BareText } from '../../../components/bare/bare-text';
import { rem } from '../../../components/bare/mantine-markup';
import type { Movement } from '../../../contract/movements';
import { openViewerById } from '../../../lib/popups';
import { formatProcessDate } from '../../../lib/special-dates';
import { actText } from '../../../lib/movement-communication';
import { CommunicationLine } from '../../../components/communication-line';

interface Props {
  movement: Movement;
  extras?: ReactNode;
}

const XS = 'var(--mantine-spacing-xs)';
const ACT_TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const FILE_NAME = { overflowWrap: 'anywhere' } as const;

/**
 * One movement's content: date, court/manual badge, class, a published communication's line, text, author and file
 * (opens in the viewer). Its layout and texts are Mantine's markup without its runtime: a page of ten was most of a
 * page change at 4× CPU (tests/unit/movement-item-markup.test.tsx keeps the markup); the badge and the button stay
 * Mantine's.
 */
export function MovementItem({ movement: m, extras }: Props) {
  return (
    <BareStack gap={rem(4)} align="stretch" data-testid="movement-item" data-source={m.source}>
      <BareGroup gap={XS} wrap="wrap">
        <BareText size="sm" fontWeight={600}>
          {formatProcessDate(m.date, true)}
        </BareText>
        <Badge size="sm" variant="light" color={m.isManual ? 'grape' : 'blue'}>
          {m.isManual ? 'Manual' : m.communication?.source === 'DJEN' ? 'DJEN' : 'Tribunal'}
        </Badge>
        <BareText size="sm" fontWeight={500}>
          {m.class}
        </BareText>
      </BareGroup>
      {m.communication && <CommunicationLine communication={m.communication} />}
      {/* Plain text from the API: rendered as text, never as HTML. */}
      <BareText size="sm" style={ACT_TEXT}>
        {actText(m.text, m.communication)}
      </BareText>
      {m.isManual && m.createdBy && (
        <BareText size="xs" dimmed>
          Registrada por {m.createdBy.name}
        </BareText>
      )}
      {m.file && (
        <BareGroup gap={XS}>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconFileText size={14} aria-hidden="true" />}
            onClick={() => m.file && openViewerById(m.file.id)}
          >
            Abrir arquivo
          </Button>
          <BareText size="xs" dimmed style={FILE_NAME}>
            {m.file.name}
          </BareText>
        </BareGroup>
      )}
      {extras}
    </BareStack>
  );
}
