import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorMessage } from '../../../lib/api-error';
import { useDownloadTcuCertificatePdf } from '../api/download-tcu-certificate-pdf';
import { useTcuCertificate, type TcuTarget } from '../api/get-tcu-certificate';
import { useIssueTcuCertificate } from '../api/issue-tcu-certificate';
import { TcuCertificateResult } from './tcu-certificate-result';

interface Props {
  target: TcuTarget;
  /** Compliance profiles may ask for a certificate; everyone reads the one kept. */
  canIssue: boolean;
}

/**
 * The TCU's consolidated certificate of a company of the graph, on the registry sheet: the newest one the organization
 * keeps (with its PDF, the evidence), and the button that asks for a new one (needs the network).
 */
export function TcuCertificatePanel({ target, canIssue }: Props) {
  const latest = useTcuCertificate(target);
  const issue = useIssueTcuCertificate(target);
  const download = useDownloadTcuCertificatePdf(target.scope.orgId);
  const certificate = latest.data?.register ?? null;
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label="Certidão consolidada do TCU">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Certidão consolidada do TCU
        </Title>
        <Text size="xs" c="dark.4">
          Uma consulta cobre Licitantes Inidôneos (TCU), CNIA (CNJ), CEIS e CNEP.
        </Text>
        {certificate ? (
          <TcuCertificateResult certificate={certificate} />
        ) : (
          latest.isSuccess && <Text size="sm">Nenhuma certidão emitida para esta empresa ainda.</Text>
        )}
        {issue.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(issue.error)}
          </Alert>
        )}
        {download.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(download.error)}
          </Alert>
        )}
        <Group gap="xs">
          {canIssue && (
            <NeedsNetwork>
              {(offline) => (
                <Button size="compact-sm" onClick={() => issue.mutate()} loading={issue.isPending} disabled={offline}>
                  Emitir certidão do TCU
                </Button>
              )}
            </NeedsNetwork>
          )}
          {certificate?.pdf && (
            <NeedsNetwork>
              {(offline) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => download.mutate(certificate)}
                  loading={download.isPending}
                  disabled={offline}
                >
                  Baixar PDF
                </Button>
              )}
            </NeedsNetwork>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
