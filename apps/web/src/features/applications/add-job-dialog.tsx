import { htmlToText } from "@sira/html";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/dialog";
import { Field, Input, Textarea } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { addApplicationErrors } from "../../lib/applications";
import { toastError } from "../../lib/errors";
import { readPosting, useCreateManualApplication } from "./applications-api";

const empty = { position: "", company: "", location: "", link: "", description: "" };

/**
 * Add a job by hand (issue 20 item 1): paste a posting's link or text and "Read posting" fills
 * the fields (the server reads JSON-LD from the page, or the text's first line as the position);
 * or type them. The description is sanitized by the server (spec §5).
 */
export function AddJobDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("applications");
  const [pasted, setPasted] = useState("");
  const [reading, setReading] = useState(false);
  const [fields, setFields] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateManualApplication();
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: event.target.value }));

  const handleRead = async () => {
    if (!pasted.trim()) return;
    setReading(true);
    try {
      const draft = await readPosting(pasted);
      setFields({
        position: draft.position,
        company: draft.company,
        location: draft.location,
        link: draft.link ?? "",
        description: htmlToText(draft.description),
      });
      setProblem(null);
    } catch {
      setProblem(t("form.readFailed"));
    } finally {
      setReading(false);
    }
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!fields.position.trim()) return setProblem(t("form.positionRequired"));
    const link = fields.link.trim();
    if (link && !/^https?:\/\/\S+$/i.test(link)) return setProblem(t("form.linkInvalid"));
    setProblem(null);
    create.mutate(
      { ...fields, position: fields.position.trim(), link: link || null },
      {
        onSuccess: (application) => {
          toast({ kind: "success", title: application.job.position });
          setFields(empty);
          setPasted("");
          onOpenChange(false);
        },
        onError: (error) => toastError(error, { ...addApplicationErrors, silent: false }),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("form.addTitle")}
      description={t("form.addDescription")}
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-3" noValidate>
        <Field label={t("form.paste")}>
          <Textarea value={pasted} onChange={(e) => setPasted(e.target.value)} rows={3} dir="auto" />
        </Field>
        <Button variant="secondary" className="self-start" onClick={handleRead} disabled={reading}>
          {reading ? t("form.reading") : t("form.read")}
        </Button>
        <Field label={t("form.position")}>
          <Input value={fields.position} onChange={set("position")} dir="auto" required />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("form.company")}>
            <Input value={fields.company} onChange={set("company")} dir="auto" />
          </Field>
          <Field label={t("form.location")}>
            <Input value={fields.location} onChange={set("location")} dir="auto" />
          </Field>
        </div>
        <Field label={t("form.link")}>
          <Input value={fields.link} onChange={set("link")} dir="ltr" type="url" />
        </Field>
        <Field label={t("form.description")}>
          <Textarea value={fields.description} onChange={set("description")} rows={5} dir="auto" />
        </Field>
        {problem && (
          <p role="alert" className="text-red-700 text-sm dark:text-red-300">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t("form.save")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
