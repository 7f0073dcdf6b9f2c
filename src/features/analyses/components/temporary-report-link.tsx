import { Button, CopyButton, Text } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import type { AnalysisFiles } from '../../../contract/analyses';
import { formatDateTime } from '../../../lib/format-date';

/** Only the server's own signed path is offered: never a URL from elsewhere. */
const SAFE_PATH = /^\/v1\/analysis-reports\/\d+\/content\?expires=\d+&signature=[A-Za-z0-9_-]+$/;

/** The report's temporary link (no sign-in needed, expires): for sending to someone who has no access. */
export function TemporaryReportLink({ files }: { files: AnalysisFiles }) {
  if (!files.temporary || !SAFE_PATH.test(files.temporary)) return null;
  const url = `${window.location.origin}${files.temporary}`;
  return (
    <>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            size="sm"
            variant="default"
            onClick={copy}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden="true" /> : <IconLink size={16} aria-hidden="true" />
            }
          >
            {copied ? 'Link copiado' : 'Copiar link temporário'}
          </Button>
        )}
      </CopyButton>
      {files.temporaryExpiresAt && (
        <Text size="xs" c="dimmed">
          O link temporário abre o PDF sem login e vale até {formatDateTime(files.temporaryExpiresAt)}.
        </Text>
      )}
    </>
  );
}
