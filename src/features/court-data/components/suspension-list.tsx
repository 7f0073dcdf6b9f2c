import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useSuspensions } from '../api/get-suspensions';
import { SUSPENSION_KIND_LABELS, suspensionPeriod } from '../court-data-labels';
import { QueryState } from './query-state';

/** The courts' suspensions the deadline starts go around (kept offline). */
export function SuspensionList({ orgId }: { orgId: number }) {
  const query = useSuspensions(orgId);
  return (
    <QueryState query={query} what="as suspensões">
      {({ result }) =>
        result.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="suspensions-empty">
            Nenhuma suspensão cadastrada. Feriados nacionais, o recesso forense e os feriados estaduais já são
            considerados.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Suspensões">
            {result.map((s) => (
              <Paper key={s.id} withBorder radius="md" p="sm" component="li" data-testid="suspension">
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {suspensionPeriod(s)}
                  </Text>
                  <Badge size="sm" variant="light" color={s.kind === 'CLOSED' ? 'gray' : 'grape'}>
                    {SUSPENSION_KIND_LABELS[s.kind]}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.reason}
                </Text>
              </Paper>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
