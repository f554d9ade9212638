import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";

/**
 * A form's shared zod rules, loaded with the first check rather than with the page: a form checks
 * on submit, and zod is a large part of a page's JavaScript.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<$ZodType<unknown, T>>): Resolver<T> {
  return async (values, context, options) => {
    const [schema, { zodResolver }] = await Promise.all([load(), import("@hookform/resolvers/zod")]);
    return (zodResolver(schema) as Resolver<T>)(values, context, options);
  };
}
