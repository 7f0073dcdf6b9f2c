import { useSearchParams } from 'wouter';
import { INVALID_URL_MESSAGE, parseSafeHttpUrl } from '../../lib/safe-url';
import { PopupPlaceholder } from '../layout/popup-placeholder';

/** /player?url= — a 640×360 popup; validates the link now, the video player comes later. */
export function PlayerPage() {
  const [search] = useSearchParams();
  const raw = search.get('url');
  const target = parseSafeHttpUrl(raw);
  const error = raw === null ? 'Nenhum vídeo informado.' : target ? null : INVALID_URL_MESSAGE;

  return (
    <PopupPlaceholder
      title="Reprodutor de vídeo"
      error={error}
      target={target}
      description="O reprodutor de vídeos e áudios de audiências chega em uma próxima versão."
      frame={{ width: 640, height: 360 }}
    />
  );
}
