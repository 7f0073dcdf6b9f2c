import { Button, Group } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { fileDateStamp, saveBlob } from '../../../lib/save-file';
import { relationshipCsv, type ExportMeta } from '../relationship-export';
import type { EntityRow } from '../table-rows';

interface Props {
  /** The rows of the current view, made when a file is asked for. */
  getRows: () => EntityRow[];
  meta: ExportMeta;
  fileName: string;
}

/** The current view (filters applied) as CSV or PDF, made on the device: works offline too. */
export function ExportButtons({ getRows, meta, fileName }: Props) {
  const [pdfBusy, setPdfBusy] = useState(false);
  const name = `${fileName}-${fileDateStamp()}`;
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => saveBlob(new Blob([relationshipCsv(getRows(), meta)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`)}>
        Exportar CSV
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={pdfBusy}
        leftSection={<IconFileText size={16} aria-hidden="true" />}
        onClick={() => {
          setPdfBusy(true);
          // pdf-lib is loaded only when a PDF is asked for.
          void import('../relationship-pdf')
            .then(({ relationshipPdf }) => relationshipPdf(getRows(), meta))
            .then((bytes) => saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${name}.pdf`))
            .finally(() => setPdfBusy(false));
        }}
      >
        Exportar PDF
      </Button>
    </Group>
  );
}
