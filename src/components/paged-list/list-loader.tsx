import { Center, Loader } from '@mantine/core';

/** The loader of a list, named for screen readers ("Carregando processos"). */
export function ListLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
