import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation code loads on first use. Screens on the first load
 * (login) start the import early and never make the user wait for it on submit.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
