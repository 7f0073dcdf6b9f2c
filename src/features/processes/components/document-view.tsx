import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { caseFileEndpoints } from '../../../contract/endpoints/case-files';
import { matchesEndpointPath } from '../../../contract/endpoints/endpoint-path';
import { viewerKind } from '../../../lib/media-source';

interface Props {
  /** Already checked to be http(s), or a blob: URL of a file saved on this device ("Disponível offline"). */
  url: string;
  name: string | null;
  contentType: string | null;
}

function downloadHref(url: string): string {
  const parsed = new URL(url);
  // The API's signed file link takes `download` to answer the file as an attachment.
  if (
    parsed.origin === window.location.origin &&
    matchesEndpointPath(caseFileEndpoints.getFileContent, parsed.pathname)
  ) {
    parsed.searchParams.set('download', 'true');
  }
  return parsed.href;
}

/** PDFs in a frame, images in an <img>, anything else as a download link. */
export function DocumentView({ url, name, contentType }: Props) {
  const kind = viewerKind(contentType, url);
  const label = name ?? 'documento';
  return (
    <Stack gap="xs" style={{ flex: 1 }}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {name ?? url}
        </Text>
        <Group gap="xs">
          <Button
            component="a"
            href={downloadHref(url)}
            download={name ?? true}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
          >
            Baixar
          </Button>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs">
            <Group gap={2} component="span">
              Abrir em nova aba <IconExternalLink size={12} aria-hidden="true" />
            </Group>
          </Anchor>
        </Group>
      </Group>
      {kind === 'pdf' && (
        <iframe
          src={url}
          title={`Documento: ${label}`}
          style={{ width: '100%', height: 'calc(100dvh - 110px)', border: '1px solid var(--mantine-color-gray-4)' }}
          data-testid="viewer-frame"
        />
      )}
      {kind === 'image' && (
        <img
          src={url}
          alt={label}
          style={{ maxWidth: '100%', height: 'auto', alignSelf: 'center' }}
          data-testid="viewer-image"
        />
      )}
      {kind === 'download' && (
        <Text size="sm" data-testid="viewer-download">
          Este tipo de arquivo não pode ser exibido aqui. Use “Baixar” para abrir no seu computador.
        </Text>
      )}
    </Stack>
  );
}
