import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { OnDemandTooltip } from '../../../components/on-demand-tooltip';

/** 50 digits in groups of four, as the DANFSe prints them, so a person can read them back over the phone. */
export const groupAccessKey = (key: string): string => key.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The NFS-e access key, readable, with a button that copies the bare 50 digits. */
export function NfseAccessKey({ accessKey }: { accessKey: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="nfse-access-key">
        {groupAccessKey(accessKey)}
      </Text>
      <CopyButton value={accessKey} timeout={2000}>
        {({ copied, copy }) => (
          <OnDemandTooltip label={copied ? 'Copiada' : 'Copiar chave de acesso'} withArrow>
            <ActionIcon
              variant="light"
              onClick={copy}
              aria-label={copied ? 'Chave de acesso copiada' : 'Copiar chave de acesso'}
              color={copied ? 'teal' : 'brand'}
            >
              {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
            </ActionIcon>
          </OnDemandTooltip>
        )}
      </CopyButton>
    </Group>
  );
}
