import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format-date';

interface Props {
  firstName: string;
  organizationName: string;
  profileLabel: string;
  badges: readonly string[];
}

function greeting(hour: number): string {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** The top of the home page: who is signed in, for which organization, and today's date. */
export function WelcomePanel({ firstName, organizationName, profileLabel, badges }: Props) {
  const now = new Date();
  return (
    <Paper radius="md" p={{ base: 'md', sm: 'xl' }} bg="brand.8" c="white">
      <Stack gap={6}>
        <Text size="sm" c="brand.1">
          {formatDate(now)}
        </Text>
        <Title order={1} size="h2" data-testid="welcome-title">
          {greeting(now.getHours())}, {firstName}!
        </Title>
        <Text c="brand.0">{organizationName}</Text>
        <Group gap="xs" mt={4}>
          {/* Not upper-cased: 'ADVOGADO(A)' shouts, and case carries the '(a)'. */}
          <Badge color="white" c="brand.9" variant="filled" tt="none">
            {profileLabel}
          </Badge>
          {badges.map((b) => (
            <Badge key={b} color="brand.2" c="brand.9" variant="filled" tt="none">
              {b}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
