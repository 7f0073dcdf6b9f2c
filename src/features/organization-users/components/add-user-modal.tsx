import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ProfileName } from '../../../contract/constants/profiles';
import type { AddUserResponse } from '../../../contract/organization-users';
import { errorMessage } from '../../../lib/api-error';
import {
  hasErrors,
  NAME_MAX_LENGTH,
  validateAddUser,
  type AddUserErrors,
  type AddUserValues,
} from '../add-user-validation';
import { useAddUser } from '../api/add-user';
import { grantableAccessTypeOptions } from '../member-labels';

interface Props {
  orgId: number;
  /** The signed-in person's profile here: the profiles offered are those they may grant. */
  callerProfile: ProfileName;
  opened: boolean;
  onClose: () => void;
  onAdded: (answer: AddUserResponse) => void;
}

const EMPTY: AddUserValues = { email: '', name: '', accessType: 'BASIC' };

/** "Adicionar pessoa": e-mail, name and profile; the API's refusal (403, already a member, identity down) stays in the form. */
export function AddUserModal({ orgId, callerProfile, opened, onClose, onAdded }: Props) {
  const [values, setValues] = useState<AddUserValues>(EMPTY);
  const [errors, setErrors] = useState<AddUserErrors>({});
  const add = useAddUser(orgId);
  const close = () => {
    if (add.isPending) return;
    setValues(EMPTY);
    setErrors({});
    add.reset();
    onClose();
  };
  const set = (patch: Partial<AddUserValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddUser(values);
    setErrors(found);
    if (hasErrors(found)) return;
    add.mutate(
      { email: values.email, name: values.name, accessType: values.accessType as ProfileName },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          add.reset();
          onAdded(answer);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Adicionar pessoa" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="off"
            required
            value={values.email}
            error={errors.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label="Nome"
            required
            maxLength={NAME_MAX_LENGTH}
            value={values.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Select
            label="Perfil"
            required
            data={grantableAccessTypeOptions(callerProfile)}
            value={values.accessType || null}
            error={errors.accessType}
            allowDeselect={false}
            onChange={(v) => set({ accessType: (v ?? '') as AddUserValues['accessType'] })}
            comboboxProps={{ withinPortal: true }}
          />
          {add.isError && (
            <Alert color="red" variant="light" role="alert" data-testid="add-user-error">
              {errorMessage(add.error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={add.isPending}>
              Adicionar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
