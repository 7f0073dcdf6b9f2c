import { emailAddressProblem } from '../../contract/email-address';
import { PROFILES, type ProfileName } from '../../contract/constants/profiles';

export interface AddUserValues {
  email: string;
  name: string;
  accessType: ProfileName | '';
}

export type AddUserErrors = Partial<Record<keyof AddUserValues, string>>;

/** The contract's limit on AddUserBody.name. */
export const NAME_MAX_LENGTH = 120;

export const ADD_USER_MESSAGES = {
  emailRequired: 'Informe o e-mail da pessoa.',
  emailInvalid:
    'E-mail inválido. Confira se está no formato nome@empresa.com.br, sem espaços, acentos, aspas ou emojis.',
  emailInvisible:
    'O e-mail tem caracteres invisíveis (por exemplo, colados de outro lugar). Digite o endereço de novo.',
  nameRequired: 'Informe o nome da pessoa.',
  nameTooLong: `O nome pode ter até ${NAME_MAX_LENGTH} caracteres.`,
  accessTypeRequired: 'Escolha o perfil da pessoa.',
} as const;

/** The same rules as the API (contract AddUserBody and the e-mail rule): nothing the server would refuse is sent. */
export function validateAddUser(values: AddUserValues): AddUserErrors {
  const errors: AddUserErrors = {};
  const problem = emailAddressProblem(values.email);
  if (problem === 'required') errors.email = ADD_USER_MESSAGES.emailRequired;
  else if (problem === 'invisible') errors.email = ADD_USER_MESSAGES.emailInvisible;
  else if (problem) errors.email = ADD_USER_MESSAGES.emailInvalid;
  const name = values.name.trim();
  if (!name) errors.name = ADD_USER_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = ADD_USER_MESSAGES.nameTooLong;
  if (!(PROFILES as readonly string[]).includes(values.accessType))
    errors.accessType = ADD_USER_MESSAGES.accessTypeRequired;
  return errors;
}

export function hasErrors(errors: AddUserErrors): boolean {
  return Object.keys(errors).length > 0;
}
