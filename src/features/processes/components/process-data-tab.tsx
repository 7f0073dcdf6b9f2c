import { Stack } from '@mantine/core';
import { memo } from 'react';
import type { ProcessDetail } from '../../../contract/processes';
import { paths } from '../../../lib/paths';
import { CauseValueCard } from './cause-value-card';
import { ProcessCourtCard } from './process-court-card';
import { ProcessDataCard } from './process-data-card';
import { ProcessPartiesCard } from './process-parties-card';
import { ProcessVideosCard } from './process-videos-card';

/**
 * The 'Dados' tab: every field of the process, grouped in cards. Memoised: the page re-renders when its query starts
 * and ends a refresh, and a refresh that brings the same process keeps the same object (structural sharing), so the
 * cards need not render again (Lighthouse's blocking time on a process detail).
 */
export const ProcessDataTab = memo(function ProcessDataTab({
  process,
  canEdit,
}: {
  process: ProcessDetail;
  canEdit: boolean;
}) {
  return (
    <Stack gap="md">
      <ProcessDataCard process={process} hrefFor={paths.process.getHref} />
      {/* Keyed by process only: a key on the saved value remounted the card on save and lost 'Valor salvo.' */}
      <CauseValueCard key={process.id} process={process} canEdit={canEdit} />
      <ProcessPartiesCard process={process} />
      <ProcessCourtCard court={process.court} />
      {(process.hasVideos || process.videos.length > 0) && <ProcessVideosCard videos={process.videos} />}
    </Stack>
  );
});
