import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import type { LookupResponse } from '../../../contract/activities';
import type { HolderScope } from '../../../lib/holder-scope';
import { READ_ONLY_PROFILE_MESSAGE } from '../read-only-profile';
import { lazyWithTimeout } from '../../../offline/lazy-with-timeout';
import { DocumentLookupForm } from './document-lookup-form';

// A result's table, pagination, export and monitoring actions are not part of the home's first screen (bench figure
// 1): they load once the form is drawn, and wait in the precache after that.
const LookupResult = lazyWithTimeout(
  'lookup-result',
  () => import('./lookup-result'),
  (m) => m.LookupResult,
);

interface Props {
  /** Null: the organization has no holder, so no lookups. */
  scope: HolderScope | null;
  consultaAvailable: number | null;
  /** False for profiles that may read but not act (LAWYER): no lookups. */
  canAct: boolean;
  /** The document whose result is shown (kept in the URL by the page), normalized. */
  documentNumber: string | null;
  onDocumentChange: (documentNumber: string) => void;
  processHref: (id: number) => string;
  activitiesHref: (documentNumber: string) => string;
}

function consumedNotice(answer: LookupResponse): string {
  return answer.consumed > 0
    ? 'Documento adicionado às suas consultas: 1 Consulta foi consumida do seu plano.'
    : 'Este documento já estava nas suas consultas: nada foi consumido do seu plano.';
}

/** Home: look up a CPF/CNPJ (consumes a Consulta when new) and read its result with the metrics. */
export function DocumentLookupSection({
  scope,
  consultaAvailable,
  canAct,
  documentNumber,
  onDocumentChange,
  processHref,
  activitiesHref,
}: Props) {
  const [notice, setNotice] = useState<{ documentNumber: string; text: string } | null>(null);
  // After the first screen, before any lookup answers: the result then renders without waiting for its code.
  useEffect(() => {
    const timer = setTimeout(() => void LookupResult.preload().catch(() => undefined), 1_000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack gap="md" component="section" aria-labelledby="lookup-title">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3" id="lookup-title">
              Consultar CPF ou CNPJ
            </Title>
            <Text size="sm" c="dimmed">
              Veja os processos em que uma pessoa ou empresa é parte e o resumo dos riscos.
            </Text>
          </div>
          {scope === null ? (
            <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
              Consultas precisam de um titular com plano contratado, e esta organização ainda não tem um.
            </Alert>
          ) : !canAct ? (
            <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
              {READ_ONLY_PROFILE_MESSAGE}
            </Alert>
          ) : (
            <DocumentLookupForm
              scope={scope}
              consultaAvailable={consultaAvailable}
              onLookedUp={(answer) => {
                setNotice({ documentNumber: answer.register.documentNumber, text: consumedNotice(answer) });
                onDocumentChange(answer.register.documentNumber);
              }}
            />
          )}
        </Stack>
      </Card>
      {documentNumber && scope !== null && (
        <Suspense fallback={null}>
          <LookupResult
            key={documentNumber}
            orgId={scope.orgId}
            documentNumber={documentNumber}
            notice={notice?.documentNumber === documentNumber ? notice.text : null}
            processHref={processHref}
            activitiesHref={activitiesHref(documentNumber)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
