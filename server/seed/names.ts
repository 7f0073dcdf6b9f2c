import type { Rng } from './prng.ts';

/** Common Brazilian first names and surnames (IBGE frequency lists), and company-name parts. */
const FIRST_NAMES = [
  'Maria', 'José', 'Ana', 'João', 'Antônio', 'Francisca', 'Carlos', 'Paulo', 'Adriana', 'Juliana', 'Marcos', 'Luiz',
  'Patrícia', 'Aline', 'Pedro', 'Lucas', 'Fernanda', 'Rafael', 'Camila', 'Gabriel', 'Mariana', 'Bruna', 'Rodrigo',
  'Letícia', 'Marcelo', 'Vanessa', 'Felipe', 'Daniela', 'Thiago', 'Larissa', 'Eduardo', 'Cláudia', 'Roberto',
  'Sandra', 'Ricardo', 'Luciana', 'Fábio', 'Beatriz', 'Gustavo', 'Renata', 'Sebastião', 'Raimunda', 'Vinícius', 'Joana',
];
const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa',
  'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias',
  'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos',
  'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Cavalcanti', 'Monteiro', 'Moura', 'Batista', 'Correia',
];
const COMPANY_CORES = [
  'Alvorada', 'Horizonte', 'Paulista', 'Bandeirantes', 'Atlântica', 'Cerrado', 'Pampa', 'Guanabara', 'Serra Azul',
  'Ipiranga', 'Tietê', 'Araucária', 'Boa Vista', 'Planalto', 'Litoral', 'Mantiqueira', 'Jacarandá', 'Sol Nascente',
];
const COMPANY_ACTIVITIES = [
  'Comércio de Alimentos', 'Transportes', 'Construtora', 'Indústria Têxtil', 'Logística', 'Serviços Médicos',
  'Tecnologia', 'Distribuidora de Bebidas', 'Incorporadora', 'Agropecuária', 'Engenharia', 'Varejo',
];
const COMPANY_SUFFIXES = ['Ltda', 'Ltda', 'S.A.', 'EIRELI', 'ME'];

/** Banks and public bodies that appear as repeat litigants. */
export const INSTITUTIONAL_PARTIES: readonly string[] = [
  'Banco do Brasil S.A.', 'Caixa Econômica Federal', 'Itaú Unibanco S.A.', 'Banco Bradesco S.A.',
  'Banco Santander (Brasil) S.A.', 'União Federal - Fazenda Nacional', 'Estado de São Paulo',
  'Município de São Paulo', 'Instituto Nacional do Seguro Social - INSS', 'Ministério Público do Estado de São Paulo',
];

export function personName(rng: Rng): string {
  const middle = rng.chance(0.6) ? ` ${rng.pick(SURNAMES)}` : '';
  return `${rng.pick(FIRST_NAMES)}${middle} ${rng.pick(SURNAMES)}`;
}

export function companyName(rng: Rng): string {
  return `${rng.pick(COMPANY_CORES)} ${rng.pick(COMPANY_ACTIVITIES)} ${rng.pick(COMPANY_SUFFIXES)}`;
}

export function lawyerName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
}
