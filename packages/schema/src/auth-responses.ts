import { z } from "zod";
import { userSchema } from "./api";
import { authStatuses } from "./auth";

/** Login and refresh answer a status; the user is null until two-factor sign-in is finished. */
export const loginResponseSchema = z.object({
  status: z.enum(authStatuses),
  user: userSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
