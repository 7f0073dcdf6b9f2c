import { Alert, Button, FileInput, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { DESCRIPTION_MAX_LENGTH, UPLOAD_MAX_LABEL } from '../../../contract/manual-upload';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { parseBrDate } from '../../../lib/br-date';
import { isOffline } from '../../../lib/network';
import {
  UPLOAD_ACCEPT,
  UPLOAD_TYPES_LABEL,
  todayIso,
  validateManualMovement,
  validateMovementDate,
  validateUploadFile,
  type ManualMovementErrors,
} from '../../../lib/upload-rules';
import { useUploadManualMovement } from '../api/upload-manual-movement';
import { nextSubmissionKey, type SubmissionKey } from '../../../lib/submission-key';
import { uploadFingerprint } from '../submission-key';
import { LazyDateInput } from '../../../components/lazy-date-input';

/** What the outbox needs to send a submission later, with the same Idempotency-Key. */
export interface OfflineSubmission {
  file: File;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  idempotencyKey: string;
}

export const QUEUED_MESSAGE = 'Sem conexão: a movimentação foi guardada e será enviada quando a conexão voltar.';

interface Props {
  orgId: number;
  processId: number;
  onDone?: () => void;
  /** Keeps a submission made offline (or one that failed for the network) to send later; given by the app. */
  queueOffline?: (submission: OfflineSubmission) => Promise<void>;
  /** Told once a submission is kept for later: the modal closes and the queued item is shown by the page. */
  onQueued?: () => void;
}

function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

/** 'Registrar movimentação': file + date + description, all required (docs/product.md#manual-movement-upload), sent with progress. */
export function ManualMovementForm({ orgId, processId, onDone, queueOffline, onQueued }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<ManualMovementErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [queued, setQueued] = useState<'queued' | 'failed' | null>(null);
  const [queueing, setQueueing] = useState(false);
  const submission = useRef<SubmissionKey | null>(null);
  const mutation = useUploadManualMovement(orgId, processId);
  const today = todayIso();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateManualMovement({ file, date, description }, today);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !date) return;
    submission.current = nextSubmissionKey(submission.current, uploadFingerprint(file, date, description));
    const input = { file, date, description: description.trim(), idempotencyKey: submission.current.key };
    setQueued(null);
    const clear = () => {
      // Only now is the typed content let go.
      submission.current = null;
      setFile(null);
      setDate(null);
      setDescription('');
      setProgress(null);
    };
    const queue = () => {
      if (!queueOffline) return;
      setQueueing(true);
      queueOffline(input)
        .then(
          () => {
            mutation.reset();
            clear();
            // An open, empty form after queueing looked like the movement was lost: the owner closes it instead.
            if (onQueued) onQueued();
            else setQueued('queued');
          },
          () => setQueued('failed'),
        )
        .finally(() => setQueueing(false));
    };
    if (queueOffline && isOffline()) {
      queue();
      return;
    }
    setProgress(0);
    mutation.mutate(
      // Whole percents: React skips the re-render while the bar would not move.
      { ...input, onProgress: (fraction) => setProgress(Math.floor(fraction * 100) / 100) },
      {
        onSuccess: () => {
          clear();
          onDone?.();
        },
        onError: (error) => {
          setProgress(null);
          if (isNetworkFailure(error)) queue();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Registrar movimentação manual">
      <Stack gap="sm">
        <FileInput
          label="Arquivo"
          description={`${UPLOAD_TYPES_LABEL}; até ${UPLOAD_MAX_LABEL}.`}
          placeholder="Escolha um arquivo"
          accept={UPLOAD_ACCEPT}
          value={file}
          onChange={(next) => {
            setFile(next);
            setErrors((e) => ({ ...e, file: next ? (validateUploadFile(next) ?? undefined) : undefined }));
          }}
          error={errors.file}
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          clearable
          withAsterisk
        />
        <LazyDateInput
          label="Data da movimentação"
          placeholder="DD/MM/AAAA"
          valueFormat="DD/MM/YYYY"
          dateParser={parseBrDate}
          locale="pt-br"
          value={date}
          onChange={(next) => {
            setDate(next);
            // Said at once, and the typed day stays in the field (a maxDate would erase it and then report it as missing).
            setErrors((e) => ({ ...e, date: next ? (validateMovementDate(next, today) ?? undefined) : undefined }));
          }}
          // Future days are greyed out in the calendar only; typed ones are kept and explained.
          getDayProps={(day) => (day > today ? { disabled: true } : {})}
          error={errors.date}
          clearable
          withAsterisk
          w={{ base: '100%', sm: 220 }}
        />
        <Textarea
          label="Descrição"
          placeholder="O que aconteceu nesta movimentação?"
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            setErrors((prev) => ({ ...prev, description: undefined }));
          }}
          error={errors.description}
          description={`${description.length}/${DESCRIPTION_MAX_LENGTH} caracteres`}
          maxLength={DESCRIPTION_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={8}
          withAsterisk
        />
        {progress !== null && (
          <Stack gap={2}>
            <Progress value={Math.round(progress * 100)} aria-label="Progresso do envio" animated />
            <Text size="xs" c="dimmed" role="status">
              Enviando… {Math.round(progress * 100)}%
            </Text>
          </Stack>
        )}
        {queued === 'queued' && (
          <Alert
            color="yellow"
            variant="light"
            role="status"
            title="Guardada neste dispositivo"
            data-testid="upload-queued"
          >
            {QUEUED_MESSAGE}
          </Alert>
        )}
        {queued === 'failed' && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="A movimentação não foi guardada"
            data-testid="upload-queue-error"
          >
            Não foi possível guardar a movimentação neste dispositivo. Seus dados continuam no formulário; tente
            novamente.
          </Alert>
        )}
        {mutation.isError && !queued && !(queueOffline && isNetworkFailure(mutation.error) && queueing) && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="A movimentação não foi registrada"
            data-testid="upload-error"
          >
            {errorMessage(mutation.error)} Seus dados continuam no formulário; tente novamente.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onDone && (
            <Button variant="default" onClick={onDone} disabled={mutation.isPending || queueing}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending || queueing}>
            Enviar movimentação
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
