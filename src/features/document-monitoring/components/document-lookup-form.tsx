import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import type { LookupResponse } from '../../../contract/activities';
import {
  INVALID_DOCUMENT_MESSAGE,
  maskDocumentInput,
  normalizeDocument,
  parseDocument,
} from '../../../contract/brazil-document';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { activitiesQueryOptions } from '../api/get-activities';
import { useLookupDocument } from '../api/lookup-document';

interface Props {
  scope: HolderScope;
  /** Consultas left (null while the balance loads or when the holder has no Consulta plan). */
  consultaAvailable: number | null;
  onLookedUp: (answer: LookupResponse) => void;
}

export const EMPTY_DOCUMENT_MESSAGE = 'Informe um CPF ou CNPJ.';

export const NO_CONSULTA_MESSAGE =
  'Seu saldo de Consultas acabou: só é possível abrir documentos já consultados. Fale com o titular do plano para contratar mais.';

/** One field for a CPF or a CNPJ (numeric or the 2026 alphanumeric one), masked as typed, checked before calling. */
export function DocumentLookupForm({ scope, consultaAvailable, onLookedUp }: Props) {
  const queryClient = useQueryClient();
  const lookup = useLookupDocument(scope);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  /** With no Consulta left, only a document already in the list can be opened (that lookup consumes nothing). */
  const alreadyListed = async (number: string) => {
    const list = await queryClient.fetchQuery(activitiesQueryOptions(scope, { page: 0, text: number }));
    return list.result.some((item) => item.documentNumber === number);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Nothing typed is a question still to answer, not an invalid document.
    if (!normalizeDocument(value)) {
      setError(EMPTY_DOCUMENT_MESSAGE);
      return;
    }
    const document = parseDocument(value);
    if (!document) {
      setError(INVALID_DOCUMENT_MESSAGE);
      return;
    }
    setError(null);
    try {
      if (consultaAvailable === 0) {
        setChecking(true);
        const listed = await alreadyListed(document.number).finally(() => setChecking(false));
        if (!listed) {
          setError(NO_CONSULTA_MESSAGE);
          return;
        }
      }
      onLookedUp(await lookup.mutateAsync(document.number));
    } catch (cause) {
      setError(errorMessage(cause));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} role="search" aria-label="Consultar CPF ou CNPJ" noValidate>
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="CPF ou CNPJ"
            placeholder="000.000.000-00 ou 00.000.000/0000-00"
            description="Com ou sem pontuação. Aceita o CNPJ alfanumérico."
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            value={value}
            error={error}
            autoComplete="off"
            spellCheck={false}
            style={{ flex: '1 1 260px' }}
            onChange={(e) => {
              setValue(maskDocumentInput(e.currentTarget.value));
              setError(null);
            }}
          />
          <NeedsNetwork>
            {(offline) => (
              <Button
                type="submit"
                mt={{ base: 0, xs: 26 }}
                disabled={offline}
                loading={lookup.isPending || checking}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
              >
                Consultar
              </Button>
            )}
          </NeedsNetwork>
        </Group>
        <Text size="xs" c="dimmed">
          {consultaAvailable === null
            ? 'Cada documento novo consome uma Consulta do seu plano.'
            : `Cada documento novo consome uma Consulta do seu plano (restam ${consultaAvailable}). Consultar de novo um documento da lista não consome.`}
        </Text>
      </Stack>
    </form>
  );
}
