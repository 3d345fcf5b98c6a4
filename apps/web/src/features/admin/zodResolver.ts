/** The slice of a zod schema that form validation needs (zod itself is a dependency of @lexato/schemas). */
interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** @mantine/form validate function from a shared zod schema: first message per field. */
export function zodResolver<T>(schema: SafeParser) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
}
