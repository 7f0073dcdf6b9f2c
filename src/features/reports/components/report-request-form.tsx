import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { NeedsNetwork } from '../../../components/needs-network';
import { REPORT_FORMAT_LABELS, REPORT_FORMATS, REPORT_TYPE_LABELS, type ReportFormat, type ReportType } from '../../../contract/constants/reports';
import { errorMessage } from '../../../lib/api-error';
import { nextSubmissionKey, type SubmissionKey } from '../../../lib/submission-key';
import { useRequestReport } from '../api/request-report';
import { buildReportRequest, EMPTY_REPORT_FORM, needsPeriod, reportTypesFor, type ReportFormValues } from '../report-request';
import { LazySegmentedControl } from '../../../components/lazy-segmented-control';

const STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'archived', label: 'Arquivados' },
];

/** Asks for a report: its type, its format and, depending on the type, a period or the process filters. */
export function ReportRequestForm({ orgId, canSeeBilling }: { orgId: number; canSeeBilling: boolean }) {
  const [values, setValues] = useState<ReportFormValues>(EMPTY_REPORT_FORM);
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestReport(orgId);
  // Kept across clicks while the request is the same: a double click sends one key, so the server makes one report.
  const submission = useRef<SubmissionKey | null>(null);
  const set = (patch: Partial<ReportFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setFormError(null);
  };
  const submit = () => {
    const built = buildReportRequest(values);
    if (!built.ok) return setFormError(built.error);
    submission.current = nextSubmissionKey(submission.current, JSON.stringify(built.body));
    request.mutate({ body: built.body, idempotencyKey: submission.current.key }, {
      onSuccess: () => {
        // The next request, even of the same report, is a new one.
        submission.current = null;
        setValues((current) => ({ ...EMPTY_REPORT_FORM, format: current.format }));
      },
    });
  };
  const typeOptions = reportTypesFor(canSeeBilling).map((type) => ({ value: type, label: REPORT_TYPE_LABELS[type] }));

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="report-request-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="report-request-title">
          Pedir um relatório
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Tipo de relatório"
            placeholder="Escolha o tipo"
            data={typeOptions}
            value={values.type || null}
            onChange={(type) => set({ type: (type ?? '') as ReportType | '', from: '', to: '' })}
            allowDeselect={false}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="report-format-label">
              Formato
            </Text>
            <LazySegmentedControl
              aria-labelledby="report-format-label"
              data={REPORT_FORMATS.map((format) => ({ value: format, label: REPORT_FORMAT_LABELS[format] }))}
              value={values.format}
              onChange={(format) => set({ format: format as ReportFormat })}
              fullWidth
            />
          </Stack>
        </SimpleGrid>
        {needsPeriod(values.type) && (
          <DateRangeFilter label="Período" from={values.from || null} to={values.to || null} onChange={(from, to) => set({ from: from ?? '', to: to ?? '' })} />
        )}
        {values.type === 'PROCESSES' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select label="Situação" data={STATUS_OPTIONS} value={values.status} onChange={(status) => set({ status: (status ?? '') as ReportFormValues['status'] })} allowDeselect={false} />
            <TextInput label="UF" placeholder="Todas" maxLength={2} value={values.uf} onChange={(e) => set({ uf: e.currentTarget.value.toUpperCase() })} />
            <TextInput label="Tribunal" placeholder="Todos (ex.: TJSP)" maxLength={40} value={values.court} onChange={(e) => set({ court: e.currentTarget.value })} />
          </SimpleGrid>
        )}
        {(formError || request.isError) && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {formError ?? errorMessage(request.error)}
          </Alert>
        )}
        {request.isSuccess && !formError && (
          <Text size="sm" c="green.9" role="status">
            Relatório pedido. Ele aparece na lista abaixo e fica pronto em instantes.
          </Text>
        )}
        <NeedsNetwork>
          {(offline) => (
            <Group>
              <Button onClick={submit} loading={request.isPending} disabled={offline} leftSection={<IconFilePlus size={16} aria-hidden="true" />}>
                Gerar relatório
              </Button>
            </Group>
          )}
        </NeedsNetwork>
      </Stack>
    </Card>
  );
}
