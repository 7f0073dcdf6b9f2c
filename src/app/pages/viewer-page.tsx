import { useSearchParams } from 'wouter';
import { INVALID_URL_MESSAGE, parseSafeHttpUrl } from '../../lib/safe-url';
import { PopupPlaceholder } from '../layout/popup-placeholder';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** /viewer?url= or ?id= — validates the input now; the document viewer itself comes later. */
export function ViewerPage() {
  const [search] = useSearchParams();
  const rawUrl = search.get('url');
  const id = search.get('id');

  let error: string | null = null;
  let target: string | null = null;
  if (rawUrl !== null) {
    target = parseSafeHttpUrl(rawUrl);
    if (!target) error = INVALID_URL_MESSAGE;
  } else if (id !== null) {
    if (ID_PATTERN.test(id)) target = `Documento ${id}`;
    else error = 'Identificador de documento inválido.';
  } else {
    error = 'Nenhum documento informado.';
  }

  return (
    <PopupPlaceholder
      title="Visualizador de documentos"
      error={error}
      target={target}
      description="O visualizador completo de documentos chega em uma próxima versão."
    />
  );
}
