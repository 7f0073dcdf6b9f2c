import { useEffect, useState } from 'react';
import { useCacheOwner } from '../../offline/cache-owner';
import { getPinnedFile } from '../../offline/pinned-files';
import { listPinned, type PinnedFile } from '../../offline/pinned-store';

interface SavedFile extends PinnedFile {
  /** An object URL of the saved bytes, revoked when the viewer closes. */
  url: string;
}

/** A case file saved by "Disponível offline": undefined while looking, null when this device has no copy. */
export function usePinnedFile(fileId: number | null): SavedFile | null | undefined {
  const userId = useCacheOwner();
  const [found, setFound] = useState<{ fileId: number | null; file: SavedFile | null } | null>(null);

  useEffect(() => {
    if (fileId === null || !userId) return;
    let live = true;
    let url: string | null = null;
    void (async () => {
      const meta = (await listPinned(userId).catch(() => [])).flatMap((p) => p.files).find((f) => f.id === fileId);
      const blob = meta ? await getPinnedFile(userId, fileId).catch(() => null) : null;
      if (!live) return;
      if (!meta || !blob) {
        setFound({ fileId, file: null });
        return;
      }
      url = URL.createObjectURL(blob);
      setFound({ fileId, file: { ...meta, url } });
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, userId]);

  if (fileId === null || !userId) return null;
  return found?.fileId === fileId ? found.file : undefined;
}
