import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorMessage } from '../../../lib/api-error';
import { useAddOabRegistration } from '../api/add-oab-registration';
import { useLawyerOptions } from '../api/get-lawyer-options';
import { BRAZIL_STATES } from '../../../contract/constants/brazil-states';

/** Registers a lawyer's OAB number (number, UF, who): the server validates and says what is wrong, in Portuguese. */
export function OabRegistrationForm({ orgId }: { orgId: number }) {
  const [number, setNumber] = useState('');
  const [uf, setUf] = useState<string | null>(null);
  const [lawyerName, setLawyerName] = useState('');
  const [lawyerUserId, setLawyerUserId] = useState<string | null>(null);
  const lawyers = useLawyerOptions(orgId);
  const add = useAddOabRegistration(orgId);

  // What is missing is said here, before any request; what is wrong in what was typed, the server says.
  const [missing, setMissing] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const absent = [
      ...(number.trim() ? [] : ['Informe o número da OAB.']),
      ...(uf ? [] : ['Informe a UF da OAB.']),
      ...(lawyerName.trim() ? [] : ['Informe o nome do(a) advogado(a).']),
    ];
    setMissing(absent);
    if (absent.length > 0) return;
    add.mutate(
      { number, uf: uf ?? '', lawyerName, lawyerUserId },
      {
        onSuccess: () => {
          setNumber('');
          setUf(null);
          setLawyerName('');
          setLawyerUserId(null);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate aria-labelledby="oab-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="oab-form-title">
          Cadastrar OAB
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Número da OAB"
            description="Só os dígitos, sem sufixo"
            inputMode="numeric"
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            w={160}
            required
          />
          <Select
            label="UF"
            data={[...BRAZIL_STATES]}
            value={uf}
            onChange={setUf}
            searchable
            w={100}
            required
            placeholder="UF"
          />
          <TextInput
            label="Advogado(a)"
            value={lawyerName}
            onChange={(e) => setLawyerName(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            required
          />
          <Select
            label="Usuário da organização (opcional)"
            data={lawyers.data ?? []}
            value={lawyerUserId}
            onChange={(value, option) => {
              setLawyerUserId(value);
              if (value && option && !lawyerName.trim()) setLawyerName(option.label);
            }}
            clearable
            searchable
            placeholder={lawyers.isPending ? 'Carregando…' : 'Nenhum'}
            style={{ flex: '1 1 220px' }}
          />
        </Group>
        {(missing.length > 0 || add.isError) && (
          <Alert color="red" variant="light" role="alert" title="OAB não cadastrada">
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
                Cadastrar
              </Button>
            )}
          </NeedsNetwork>
        </Group>
      </Stack>
    </Paper>
  );
}
