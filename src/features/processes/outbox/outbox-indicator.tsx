import { Badge, UnstyledButton } from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { IconClockUp } from '@tabler/icons-react';
import { useOutbox } from './outbox-context';
import { countLabel, pluralize } from '../../../contract/plural';

/** Header badge: how many of the user's manual movements wait in the outbox; a click tries to send them now. */
export function OutboxIndicator() {
  const { items, drain } = useOutbox();
  const count = items.length;
  if (count === 0) return null;
  const parked = items.filter((i) => i.state === 'parked').length;
  const label = `${countLabel(count, 'movimentação pendente', 'movimentações pendentes')} de envio${parked ? ` (${parked} não ${pluralize(parked, 'enviada', 'enviadas')})` : ''}`;
  return (
    <DeferredTooltip label={label}>
      {/* Never squeezed by a long organization name: at 412 px "20" became "2…". */}
      <UnstyledButton
        onClick={drain}
        aria-label={`${label}. Enviar agora`}
        data-testid="outbox-indicator"
        data-count={count}
        style={{ flexShrink: 0 }}
      >
        <Badge
          color={parked ? 'red' : 'yellow'}
          variant="light"
          leftSection={<IconClockUp size={14} aria-hidden="true" />}
        >
          {count}
        </Badge>
      </UnstyledButton>
    </DeferredTooltip>
  );
}
