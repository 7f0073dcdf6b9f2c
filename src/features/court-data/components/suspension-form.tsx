import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorMessage } from '../../../lib/api-error';
import { useAddSuspension } from '../api/add-suspension';
import { SUSPENSION_KIND_OPTIONS } from '../court-data-labels';

/**
 * Adds a court suspension for this organization (admins): court (blank = every court), period, kind and reason. The
 * server validates what was typed; an empty field is said here (noValidate: not the browser's own bubble).
 */
export function SuspensionForm({ orgId }: { orgId: number }) {
  const [court, setCourt] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<string | null>('CLOSED');
  const [reason, setReason] = useState('');
  const add = useAddSuspension(orgId);

  // What is missing is said here, before any request; what is wrong in what was typed, the server says.
  const [missing, setMissing] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const absent = [
      ...(from ? [] : ['Informe a data de início.']),
      ...(reason.trim() ? [] : ['Informe o motivo da suspensão.']),
    ];
    setMissing(absent);
    if (absent.length > 0) return;
    add.mutate(
      { court: court.trim() || null, from, to: to || from, kind: kind ?? '', reason },
      {
        onSuccess: () => {
          setCourt('');
          setFrom('');
          setTo('');
          setReason('');
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="suspension-form-title"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="suspension-form-title">
          Cadastrar suspensão
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Tribunal"
            description="Em branco: todos"
            placeholder="TJSP"
            value={court}
            onChange={(e) => setCourt(e.currentTarget.value)}
            w={150}
          />
          <TextInput
            label="Início"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            w={170}
            required
          />
          <TextInput label="Fim" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
          <Select
            label="Tipo"
            data={SUSPENSION_KIND_OPTIONS}
            value={kind}
            onChange={setKind}
            allowDeselect={false}
            w={180}
          />
          <TextInput
            label="Motivo"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
            required
          />
        </Group>
        {(missing.length > 0 || add.isError) && (
          <Alert color="red" variant="light" role="alert" title="Suspensão não cadastrada">
            {missing.length > 0 ? missing.join(' ') : errorMessage(add.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <NeedsNetwork>
            {(offline) => (
              <Button
                type="submit"
                loading={add.isPending}
                disabled={offline}
                leftSection={<IconPlus size={16} aria-hidden="true" />}
              >
                Cadastrar suspensão
              </Button>
            )}
          </NeedsNetwork>
        </Group>
      </Stack>
    </Paper>
  );
}
