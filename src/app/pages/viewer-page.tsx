import { Center, Loader } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { useDocumentUrl } from '../../features/processes/api/get-document-url';
import { DocumentView } from '../../features/processes/components/document-view';
import { errorMessage, isApiError } from '../../lib/api-error';
import { INVALID_URL_MESSAGE, parseSafeHttpUrl } from '../../lib/safe-url';
import { PopupPlaceholder } from '../layout/popup-placeholder';

const ID_PATTERN = /^\d{1,15}$/;
const TITLE = 'Visualizador de documentos';

/** /viewer?url= (checked: http(s) only) or ?id= (a fresh signed link from GET /v1/urlById/{id}). */
export function ViewerPage() {
  const [search] = useSearchParams();
  const rawUrl = search.get('url');
  const rawId = search.get('id');
  const fileId = rawUrl === null && rawId !== null && ID_PATTERN.test(rawId) ? Number(rawId) : null;
  const byId = useDocumentUrl(fileId);

  if (rawUrl !== null) {
    const url = parseSafeHttpUrl(rawUrl);
    if (!url) return <PopupPlaceholder title={TITLE} error={INVALID_URL_MESSAGE} />;
    return (
      <PopupPlaceholder title={TITLE}>
        <DocumentView url={url} name={null} contentType={null} />
      </PopupPlaceholder>
    );
  }
  if (rawId === null) return <PopupPlaceholder title={TITLE} error="Nenhum documento informado." />;
  if (fileId === null) return <PopupPlaceholder title={TITLE} error="Identificador de documento inválido." />;
  if (byId.isPending) {
    return (
      <PopupPlaceholder title={TITLE}>
        <Center py="xl">
          <Loader aria-label="Carregando documento" />
        </Center>
      </PopupPlaceholder>
    );
  }
  if (byId.isError) {
    const notFound = isApiError(byId.error) && byId.error.status === 404;
    return <PopupPlaceholder title={TITLE} error={notFound ? 'Documento não encontrado.' : errorMessage(byId.error)} />;
  }
  const url = parseSafeHttpUrl(new URL(byId.data.url, window.location.origin).href);
  if (!url) return <PopupPlaceholder title={TITLE} error={INVALID_URL_MESSAGE} />;
  return (
    <PopupPlaceholder title={byId.data.description || byId.data.name}>
      <DocumentView url={url} name={byId.data.name} contentType={byId.data.contentType} />
    </PopupPlaceholder>
  );
}
