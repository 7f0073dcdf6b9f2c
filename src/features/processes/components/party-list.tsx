import { Stack, Text } from '@mantine/core';
import type { ProcessParty } from '../../../contract/processes';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import { stripPartName } from '../../../contract/party-name';

interface Props {
  parties: readonly ProcessParty[];
  isSecret: boolean;
}

/** Authors or defendants: name (stripped), CPF/CNPJ formatted, representatives with OAB. */
export function PartyList({ parties, isSecret }: Props) {
  if (parties.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma parte informada.
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {parties.map((party, i) => (
        <Stack gap={2} component="li" key={`${party.name}-${i}`}>
          <Text size="sm" fw={600}>
            {stripPartName(party.name)}
          </Text>
          <Text size="xs" c="dimmed">
            {party.document
              ? formatDocumentNumber(party.document)
              : isSecret
                ? 'Documento oculto'
                : 'Documento não informado'}
          </Text>
          {party.representatives.map((r) => (
            <Text size="xs" key={`${r.name}-${r.oab}`}>
              Advogado(a): {stripPartName(r.name)} (OAB {r.oab})
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
