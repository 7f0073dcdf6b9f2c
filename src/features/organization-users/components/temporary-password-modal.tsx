import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';

export interface HandOver {
  email: string;
  /** Present only when the local stack created or renewed the identity; real Cognito e-mails it instead. */
  temporaryPassword: string | undefined;
  /** A new invitation, or a renewed one ("Reenviar convite"). */
  kind: 'added' | 'reinvited' | 'existing';
}

/**
 * Shown once after adding a person or resending an invitation. The temporary password is never answered again: the
 * admin copies it now and hands it over.
 */
export function TemporaryPasswordModal({ handOver, onClose }: { handOver: HandOver | null; onClose: () => void }) {
  const title = handOver?.kind === 'reinvited' ? 'Convite reenviado' : 'Pessoa adicionada';
  return (
    <Modal opened={handOver !== null} onClose={onClose} title={title} centered closeOnClickOutside={false}>
      {handOver && (
        <Stack gap="sm">
          {handOver.kind === 'existing' ? (
            <Text size="sm">
              {handOver.email} já tinha acesso ao sistema por outra organização e agora também faz parte desta
              organização. A pessoa entra com a senha que já usa.
            </Text>
          ) : handOver.temporaryPassword ? (
            <>
              <Text size="sm">
                Entregue esta senha temporária a {handOver.email}. No primeiro acesso, será pedida uma nova senha e o
                aceite da Política de Privacidade.
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Code fz="md" p="xs" data-testid="temporary-password" style={{ wordBreak: 'break-all' }}>
                  {handOver.temporaryPassword}
                </Code>
                <CopyButton value={handOver.temporaryPassword}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={copy}
                      leftSection={
                        copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
                      }
                    >
                      {copied ? 'Copiada' : 'Copiar'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden="true" />} p="xs">
                <Text size="xs" c="dark.7">
                  Esta senha aparece só agora: anote-a ou copie-a antes de fechar. No ambiente de produção, ela é
                  enviada por e-mail pelo serviço de identidade e não aparece aqui.
                </Text>
              </Alert>
            </>
          ) : (
            <Text size="sm">{handOver.email} vai receber por e-mail uma senha temporária para o primeiro acesso.</Text>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Concluir</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
