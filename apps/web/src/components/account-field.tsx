import type { ReactNode } from "react";
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { useFieldError } from "../lib/errors";
import { TextField } from "./ui/form";

/**
 * How each kind of account input behaves, on sign-up and in settings alike: its type, what the
 * browser may fill in, and its direction (a name may be Arabic; usernames, addresses and passwords
 * are Latin and read left to right).
 */
const accountInputs = {
  name: { autoComplete: "name", dir: "auto" },
  username: { autoComplete: "username", dir: "ltr" },
  email: { type: "email", autoComplete: "email", dir: "ltr" },
  currentPassword: { type: "password", autoComplete: "current-password", dir: "ltr" },
  newPassword: { type: "password", autoComplete: "new-password", dir: "ltr" },
} as const;

/**
 * A labelled account input bound to a react-hook-form field (`name`): it behaves as its `kind`
 * says and shows the field's localized validation message.
 */
export function AccountField<V extends FieldValues>({
  form,
  name,
  kind,
  ...field
}: {
  form: Pick<UseFormReturn<V>, "register" | "formState">;
  name: Path<V>;
  kind: keyof typeof accountInputs;
  id: string;
  label: string;
  hint?: string;
  aside?: ReactNode;
}) {
  const fieldError = useFieldError();
  const error: FieldError | undefined = get(form.formState.errors, name);
  return <TextField {...field} {...accountInputs[kind]} error={fieldError(error)} {...form.register(name)} />;
}
