import { Center, Loader } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { useCaseFileUrl } from '../../features/processes/api/get-case-file-url';
import { useReportFileUrl } from '../../features/reports/api/use-report-file-url';
import { DocumentView } from '../../features/processes/components/document-view';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useIsOffline } from '../../lib/network';
import { INVALID_URL_MESSAGE, parseSafeHttpUrl } from '../../lib/safe-url';
import { usePinnedFile } from '../offline-pins/use-pinned-file';
import { PopupPlaceholder } from '../layout/popup-placeholder';

const ID_PATTERN = /^\d{1,15}$/;
const TITLE = 'Visualizador de documentos';
const NOT_SAVED_MESSAGE =
  'Sem conexão, e este documento não está salvo neste dispositivo. Marque o processo como “Disponível offline” para abrir seus documentos sem internet.';

function Loading() {
  return (
    <PopupPlaceholder title={TITLE}>
      <Center py="xl">
        <Loader aria-label="Carregando documento" />
      </Center>
    </PopupPlaceholder>
  );
}

/** ?relatorio=&organizacao=: a generated report, downloaded with the bearer token (the API checks the organization). */
function ReportViewer({ orgId, reportId }: { orgId: number | null; reportId: number | null }) {
  const file = useReportFileUrl(orgId, reportId);
  if (orgId === null || reportId === null)
    return <PopupPlaceholder title={TITLE} error="Identificador de relatório inválido." />;
  if (file.isError) return <PopupPlaceholder title={TITLE} error={errorMessage(file.error)} />;
  if (!file.data) return <Loading />;
  return (
    <PopupPlaceholder title={`Relatório ${reportId}`}>
      <DocumentView url={file.data.url} name={`relatorio-${reportId}.pdf`} contentType={file.data.contentType} />
    </PopupPlaceholder>
  );
}

const idParam = (raw: string | null) => (raw !== null && ID_PATTERN.test(raw) ? Number(raw) : null);

/** /viewer?url= (checked: http(s) only), ?id= (a fresh signed link from GET /v1/urlById/{id}) or ?relatorio=. */
export function ViewerPage() {
  const [search] = useSearchParams();
  if (search.has('relatorio'))
    return <ReportViewer orgId={idParam(search.get('organizacao'))} reportId={idParam(search.get('relatorio'))} />;
  return <FileViewer search={search} />;
}

function FileViewer({ search }: { search: URLSearchParams }) {
  const rawUrl = search.get('url');
  const rawId = search.get('id');
  const fileId = rawUrl === null && rawId !== null && ID_PATTERN.test(rawId) ? Number(rawId) : null;
  const byId = useCaseFileUrl(fileId);
  const offline = useIsOffline();
  const saved = usePinnedFile(fileId);

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
  // Offline (or the server not answering), a file of a process pinned "Disponível offline" opens from this device.
  if (!byId.isSuccess && (offline || byId.isError)) {
    if (saved === undefined) return <Loading />;
    if (saved) {
      return (
        <PopupPlaceholder title={saved.description || saved.name}>
          <DocumentView url={saved.url} name={saved.name} contentType={saved.contentType} />
        </PopupPlaceholder>
      );
    }
    if (offline) return <PopupPlaceholder title={TITLE} error={NOT_SAVED_MESSAGE} />;
  }
  if (byId.isPending) return <Loading />;
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
