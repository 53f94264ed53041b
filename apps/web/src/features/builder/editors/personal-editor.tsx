import { Plus, Trash } from "@phosphor-icons/react";
import { type CountryCode, countryCodes } from "@sira/schema/constants";
import { countries } from "@sira/schema/countries";
import {
  attestationAuthorities,
  emptyPersonal,
  isIsoDate,
  isoCountryCodes,
  licenceBodies,
  licenceBodiesFor,
  licenceCategories,
  maritalStatuses,
  noticeUnits,
  type Personal,
  residencyKindsFor,
} from "@sira/schema/personal";
import { createId } from "@sira/schema/resume-defaults";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/form";
import { IconButton } from "../../../components/ui/icon-button";
import { Select } from "../../../components/ui/select";
import { Checkbox, Switch } from "../../../components/ui/switch";
import { TextField } from "../components/fields";
import { applyPreset, countryPreset } from "../lib/personal-presets";
import { useBuilderStore } from "../state/builder-store";

/** Change the personal block (created empty on first change); `group` merges typing into one undo step. */
const setPersonal = (recipe: (p: Personal) => void, group?: string) =>
  useBuilderStore.getState().update((d) => {
    d.personal ??= emptyPersonal();
    recipe(d.personal);
  }, group);

/** Country options in the interface language, sorted by name. */
function useCountryOptions(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "region" });
    return isoCountryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

function CountrySelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t, i18n } = useTranslation("personal");
  const options = useCountryOptions(i18n.language);
  return (
    <Field id={id} label={label}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("none")}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation("personal");
  // The typed text stays in the field until it is a real date; only real dates reach the resume.
  const [draft, setDraft] = useState(value);
  const shown = isIsoDate(value) || value === "" ? (draft === "" || isIsoDate(draft) ? value : draft) : value;
  return (
    <Field id={id} label={label} error={shown && !isIsoDate(shown) ? t("invalidDate") : undefined}>
      <Input
        type="date"
        value={shown}
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value === "" || isIsoDate(e.target.value)) onChange(e.target.value);
        }}
      />
    </Field>
  );
}

function Part({
  title,
  visible,
  onVisible,
  children,
}: {
  title: string;
  visible: boolean;
  onVisible: (v: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("personal");
  return (
    <fieldset className="mt-4 flex flex-col gap-2 border-slate-200 border-t pt-3 dark:border-slate-800">
      <legend className="sr-only">{title}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-800 text-sm dark:text-slate-100">{title}</h3>
        <Switch label={t("show")} checked={visible} onChange={onVisible} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The personal block (issue 40): nationality, residency and visa, availability, date of birth,
 * gender and marital status, driving and professional licences, degree attestation; each with a
 * switch, and a country preset that proposes the usual parts and placement without forcing any.
 */
export function PersonalEditor() {
  const { t } = useTranslation("personal");
  const stored = useBuilderStore((s) => s.data.personal);
  const p = stored ?? emptyPersonal();
  const endGroup = useBuilderStore((s) => s.endGroup);
  // The fields render only once opened: closed, the section is its title alone.
  const [open, setOpen] = useState(false);
  const education = useBuilderStore((s) => s.data.sections.education.items);
  const text = (id: string, label: string, value: string, write: (p: Personal, v: string) => void) => (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(v) => setPersonal((q) => write(q, v), id)}
      onBlur={endGroup}
    />
  );
  /** The visibility switch of one part of the block. */
  const showPart =
    (
      part:
        | "nationality"
        | "residency"
        | "availability"
        | "birthDate"
        | "maritalStatus"
        | "drivingLicences"
        | "professionalLicences",
    ) =>
    (visible: boolean) =>
      setPersonal((q) => {
        q[part].visible = visible;
      });
  const r = p.residency;
  const a = p.availability;
  return (
    <section
      aria-labelledby="personal-title"
      data-testid="personal-editor"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {/* Closed until asked for: most resumes need only some of these lines. */}
      <details data-testid="personal-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer">
          <h2 id="personal-title" className="inline font-bold text-lg text-slate-900 dark:text-white">
            {t("title")}
          </h2>
        </summary>
        {open && (
          <>
            <p className="mb-3 text-slate-600 text-sm dark:text-slate-300">{t("intro")}</p>
            <PresetChooser />
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <Field id="personal-gender" label={t("gender.label")}>
                <Select
                  value={p.gender}
                  onChange={(e) => setPersonal((q) => void Object.assign(q, { gender: e.target.value }))}
                >
                  <option value="">{t("none")}</option>
                  <option value="male">{t("gender.male")}</option>
                  <option value="female">{t("gender.female")}</option>
                </Select>
              </Field>
              <Field id="personal-placement" label={t("placement.label")}>
                <Select
                  value={p.placement}
                  onChange={(e) => setPersonal((q) => void Object.assign(q, { placement: e.target.value }))}
                >
                  <option value="under-name">{t("placement.under-name")}</option>
                  <option value="details">{t("placement.details")}</option>
                </Select>
              </Field>
              <Switch
                label={t("gender.show")}
                checked={p.genderVisible}
                onChange={(v) =>
                  setPersonal((q) => {
                    q.genderVisible = v;
                  })
                }
              />
            </div>

            <Part
              title={t("nationality.title")}
              visible={p.nationality.visible}
              onVisible={showPart("nationality")}
            >
              <CountrySelect
                id="personal-nationality"
                label={t("nationality.country")}
                value={p.nationality.country}
                onChange={(v) =>
                  setPersonal((q) => {
                    q.nationality.country = v;
                  })
                }
              />
              {text("personal-nationality-text", t("nationality.text"), p.nationality.text, (q, v) => {
                q.nationality.text = v;
              })}
            </Part>

            <Part title={t("residency.title")} visible={r.visible} onVisible={showPart("residency")}>
              <CountrySelect
                id="personal-residency-country"
                label={t("residency.country")}
                value={r.country}
                onChange={(v) =>
                  setPersonal((q) => {
                    q.residency.country = v;
                  })
                }
              />
              <Field id="personal-residency-kind" label={t("residency.kind")}>
                <Select
                  value={r.kind}
                  onChange={(e) =>
                    setPersonal((q) => void Object.assign(q.residency, { kind: e.target.value }))
                  }
                >
                  <option value="">{t("none")}</option>
                  {residencyKindsFor(r.country).map((k) => (
                    <option key={k} value={k}>
                      {t(`residency.kinds.${k}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field id="personal-residency-transferable" label={t("residency.transferable")}>
                <Select
                  value={r.transferable === null ? "" : r.transferable ? "yes" : "no"}
                  onChange={(e) =>
                    setPersonal((q) => {
                      q.residency.transferable = e.target.value === "" ? null : e.target.value === "yes";
                    })
                  }
                >
                  <option value="">{t("none")}</option>
                  <option value="yes">{t("residency.yes")}</option>
                  <option value="no">{t("residency.no")}</option>
                </Select>
              </Field>
              <DateField
                id="personal-residency-valid"
                label={t("residency.validUntil")}
                value={r.validUntil}
                onChange={(v) =>
                  setPersonal((q) => {
                    q.residency.validUntil = v;
                  })
                }
              />
              {text("personal-residency-note", t("residency.note"), r.note, (q, v) => {
                q.residency.note = v;
              })}
            </Part>

            <Part title={t("availability.title")} visible={a.visible} onVisible={showPart("availability")}>
              <Field id="personal-availability-kind" label={t("availability.kind")}>
                <Select
                  value={a.kind}
                  onChange={(e) =>
                    setPersonal((q) => void Object.assign(q.availability, { kind: e.target.value }))
                  }
                >
                  <option value="">{t("none")}</option>
                  {(["immediately", "notice", "date"] as const).map((k) => (
                    <option key={k} value={k}>
                      {t(`availability.kinds.${k}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              {a.kind === "notice" && (
                <>
                  <Field id="personal-notice-amount" label={t("availability.amount")}>
                    <Input
                      type="number"
                      min={0}
                      max={365}
                      value={a.amount ?? ""}
                      onChange={(e) => {
                        const n =
                          e.target.value === ""
                            ? null
                            : Math.min(365, Math.max(0, Math.round(Number(e.target.value))));
                        setPersonal((q) => {
                          q.availability.amount = Number.isFinite(n) ? n : null;
                        }, "personal-notice-amount");
                      }}
                      onBlur={endGroup}
                    />
                  </Field>
                  <Field id="personal-notice-unit" label={t("availability.unit")}>
                    <Select
                      value={a.unit}
                      onChange={(e) =>
                        setPersonal((q) => void Object.assign(q.availability, { unit: e.target.value }))
                      }
                    >
                      {noticeUnits.map((u) => (
                        <option key={u} value={u}>
                          {t(`availability.units.${u}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </>
              )}
              {a.kind === "date" && (
                <DateField
                  id="personal-availability-date"
                  label={t("availability.date")}
                  value={a.date}
                  onChange={(v) =>
                    setPersonal((q) => {
                      q.availability.date = v;
                    })
                  }
                />
              )}
              {text("personal-availability-note", t("availability.note"), a.note, (q, v) => {
                q.availability.note = v;
              })}
            </Part>

            <Part
              title={t("birthDate.title")}
              visible={p.birthDate.visible}
              onVisible={showPart("birthDate")}
            >
              <DateField
                id="personal-birth"
                label={t("birthDate.date")}
                value={p.birthDate.date}
                onChange={(v) =>
                  setPersonal((q) => {
                    q.birthDate.date = v;
                  })
                }
              />
              <Field id="personal-birth-show" label={t("birthDate.show")}>
                <Select
                  value={p.birthDate.show}
                  onChange={(e) =>
                    setPersonal((q) => void Object.assign(q.birthDate, { show: e.target.value }))
                  }
                >
                  <option value="date">{t("birthDate.shows.date")}</option>
                  <option value="age">{t("birthDate.shows.age")}</option>
                </Select>
              </Field>
              {p.birthDate.text &&
                text("personal-birth-text", t("birthDate.text"), p.birthDate.text, (q, v) => {
                  q.birthDate.text = v;
                })}
            </Part>

            <Part
              title={t("marital.title")}
              visible={p.maritalStatus.visible}
              onVisible={showPart("maritalStatus")}
            >
              <Field id="personal-marital" label={t("marital.status")}>
                <Select
                  value={p.maritalStatus.status}
                  onChange={(e) =>
                    setPersonal((q) => void Object.assign(q.maritalStatus, { status: e.target.value }))
                  }
                >
                  <option value="">{t("none")}</option>
                  {maritalStatuses.map((s) => (
                    <option key={s} value={s}>
                      {t(`marital.statuses.${s}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              {p.maritalStatus.text &&
                text("personal-marital-text", t("birthDate.text"), p.maritalStatus.text, (q, v) => {
                  q.maritalStatus.text = v;
                })}
            </Part>

            <Part
              title={t("driving.title")}
              visible={p.drivingLicences.visible}
              onVisible={showPart("drivingLicences")}
            >
              {p.drivingLicences.items.map((d, i) => (
                <div
                  key={d.id}
                  className="flex flex-col gap-2 sm:col-span-2 sm:grid sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                  data-driving-licence={d.id}
                >
                  <CountrySelect
                    id={`personal-driving-${d.id}`}
                    label={t("driving.country")}
                    value={d.country}
                    onChange={(v) =>
                      setPersonal((q) => void Object.assign(q.drivingLicences.items[i] ?? {}, { country: v }))
                    }
                  />
                  {text(
                    `personal-driving-note-${d.id}`,
                    t("driving.note"),
                    d.note,
                    (q, v) => void Object.assign(q.drivingLicences.items[i] ?? {}, { note: v }),
                  )}
                  <IconButton
                    label={t("driving.remove")}
                    onClick={() => setPersonal((q) => void q.drivingLicences.items.splice(i, 1))}
                  >
                    <Trash aria-hidden />
                  </IconButton>
                  <div className="flex flex-wrap gap-3 sm:col-span-3">
                    {licenceCategories.map((c) => (
                      <Checkbox
                        key={c}
                        label={t(`driving.categories.${c}`)}
                        checked={d.categories.includes(c)}
                        onCheckedChange={(on) =>
                          setPersonal((q) => {
                            const item = q.drivingLicences.items[i];
                            if (item)
                              item.categories = on
                                ? [...item.categories, c]
                                : item.categories.filter((x) => x !== c);
                          })
                        }
                      />
                    ))}
                  </div>
                </div>
              ))}
              <Button
                variant="secondary"
                className="sm:col-span-2 sm:justify-self-start"
                onClick={() =>
                  setPersonal(
                    (q) =>
                      void q.drivingLicences.items.push({
                        id: createId(),
                        country: "",
                        categories: ["light"],
                        note: "",
                      }),
                  )
                }
              >
                <Plus aria-hidden />
                {t("driving.add")}
              </Button>
            </Part>

            <Part
              title={t("licences.title")}
              visible={p.professionalLicences.visible}
              onVisible={showPart("professionalLicences")}
            >
              {p.professionalLicences.items.map((l, i) => {
                const item = (q: Personal) => q.professionalLicences.items[i] ?? emptyLicence();
                return (
                  <div
                    key={l.id}
                    className="grid gap-2 sm:col-span-2 sm:grid-cols-2"
                    data-professional-licence={l.id}
                  >
                    <CountrySelect
                      id={`personal-licence-country-${l.id}`}
                      label={t("licences.country")}
                      value={l.country}
                      onChange={(v) =>
                        setPersonal((q) => {
                          item(q).country = v;
                        })
                      }
                    />
                    <Field id={`personal-licence-body-${l.id}`} label={t("licences.body")}>
                      <Select
                        value={l.body}
                        onChange={(e) =>
                          setPersonal((q) => void Object.assign(item(q), { body: e.target.value }))
                        }
                      >
                        <option value="">{t("none")}</option>
                        {licenceBodiesFor(l.country).map((b) => (
                          <option key={b} value={b}>
                            {licenceBodies[b][resumeLanguage()]}
                          </option>
                        ))}
                        <option value="other">{t("licences.other")}</option>
                      </Select>
                    </Field>
                    {text(`personal-licence-text-${l.id}`, t("licences.bodyText"), l.bodyText, (q, v) => {
                      item(q).bodyText = v;
                    })}
                    {text(`personal-licence-number-${l.id}`, t("licences.number"), l.number, (q, v) => {
                      item(q).number = v;
                    })}
                    <DateField
                      id={`personal-licence-expiry-${l.id}`}
                      label={t("licences.expiry")}
                      value={l.expiry}
                      onChange={(v) =>
                        setPersonal((q) => {
                          item(q).expiry = v;
                        })
                      }
                    />
                    <div className="flex items-end justify-between gap-2">
                      <Checkbox
                        label={t("show")}
                        checked={l.visible}
                        onCheckedChange={(v) =>
                          setPersonal((q) => {
                            item(q).visible = v;
                          })
                        }
                      />
                      <IconButton
                        label={t("licences.remove")}
                        onClick={() => setPersonal((q) => void q.professionalLicences.items.splice(i, 1))}
                      >
                        <Trash aria-hidden />
                      </IconButton>
                    </div>
                  </div>
                );
              })}
              <Button
                variant="secondary"
                className="sm:col-span-2 sm:justify-self-start"
                onClick={() =>
                  setPersonal(
                    (q) =>
                      void q.professionalLicences.items.push({
                        ...emptyLicence(),
                        country: q.residency.country || q.nationality.country,
                      }),
                  )
                }
              >
                <Plus aria-hidden />
                {t("licences.add")}
              </Button>
            </Part>

            <fieldset className="mt-4 flex flex-col gap-2 border-slate-200 border-t pt-3 dark:border-slate-800">
              <legend className="sr-only">{t("attestation.title")}</legend>
              <h3 className="font-semibold text-slate-800 text-sm dark:text-slate-100">
                {t("attestation.title")}
              </h3>
              {education.length === 0 && (
                <p className="text-slate-600 text-sm dark:text-slate-300">{t("attestation.noEducation")}</p>
              )}
              {education.map((edu) => {
                const at = p.attestations.find((x) => x.educationId === edu.id);
                const write = (patch: Partial<Personal["attestations"][number]>) =>
                  setPersonal((q) => {
                    let row = q.attestations.find((x) => x.educationId === edu.id);
                    if (!row) {
                      row = { educationId: edu.id, country: "", authority: "", note: "", visible: true };
                      q.attestations.push(row);
                    }
                    Object.assign(row, patch);
                  });
                const label = [edu.studyType, edu.area].filter((s) => s.trim()).join(" ") || edu.institution;
                return (
                  <div key={edu.id} className="grid gap-2 sm:grid-cols-3" data-attestation={edu.id}>
                    <p className="font-medium text-slate-800 text-sm sm:col-span-3 dark:text-slate-100">
                      {label}
                    </p>
                    <Field id={`personal-attestation-${edu.id}`} label={t("attestation.authority")}>
                      <Select
                        value={at?.authority ?? ""}
                        onChange={(e) =>
                          write({
                            authority: e.target.value as Personal["attestations"][number]["authority"],
                          })
                        }
                      >
                        <option value="">{t("none")}</option>
                        {attestationAuthorities.map((k) => (
                          <option key={k} value={k}>
                            {t(`attestation.authorities.${k}`)}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    <CountrySelect
                      id={`personal-attestation-country-${edu.id}`}
                      label={t("attestation.country")}
                      value={at?.country ?? ""}
                      onChange={(v) => write({ country: v })}
                    />
                    <TextField
                      id={`personal-attestation-note-${edu.id}`}
                      label={t("attestation.note")}
                      value={at?.note ?? ""}
                      onChange={(v) => write({ note: v })}
                      onBlur={endGroup}
                    />
                  </div>
                );
              })}
            </fieldset>
          </>
        )}
      </details>
    </section>
  );
}

function resumeLanguage(): "ar" | "en" {
  const language = useBuilderStore.getState().data.metadata.language;
  return language;
}

function emptyLicence(): Personal["professionalLicences"]["items"][number] {
  return { id: createId(), country: "", body: "", bodyText: "", number: "", expiry: "", visible: true };
}

/** Target country: the resume's country by default; Apply sets placement, parts and the photo. */
function PresetChooser() {
  const { t, i18n } = useTranslation("personal");
  const resumeCountry = useBuilderStore((s) => s.resume?.country ?? null);
  const headline = useBuilderStore((s) => s.data.basics.headline);
  const [country, setCountry] = useState<CountryCode | "">(resumeCountry ?? "");
  const [applied, setApplied] = useState(false);
  const lang = i18n.language.startsWith("ar") ? "ar" : "en";
  const preset = country ? countryPreset(country, headline) : null;
  return (
    <div
      className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50"
      data-testid="personal-preset"
    >
      <div className="flex flex-wrap items-end gap-2">
        <Field id="personal-preset-country" label={t("preset.label")}>
          <Select
            value={country}
            onChange={(e) => {
              setCountry(e.target.value as CountryCode | "");
              setApplied(false);
            }}
          >
            <option value="">{t("none")}</option>
            {countryCodes.map((c) => (
              <option key={c} value={c}>
                {`${countries[c].flag} ${countries[c][lang]}`}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="secondary"
          disabled={!preset}
          onClick={() => {
            if (!preset) return;
            useBuilderStore.getState().update((d) => {
              d.personal = applyPreset(d.personal, preset);
              if (preset.photoHint !== "none") d.basics.picture.effects.hidden = !preset.photo;
            });
            setApplied(true);
          }}
        >
          {t("preset.apply")}
        </Button>
      </div>
      {preset && (
        <div className="text-slate-700 text-sm dark:text-slate-200" aria-live="polite">
          <p>
            {t("preset.proposes", {
              country: countries[preset.country][lang],
              parts: preset.parts.map((part) => t(`parts.${part}`)).join(lang === "ar" ? "، " : ", "),
            })}
            {preset.placement === "under-name" && ` ${t("preset.underName")}`}
          </p>
          <p className="text-slate-600 text-xs dark:text-slate-300">
            {t(`preset.photoHint.${preset.photoHint}`)}
          </p>
          {applied && <p className="font-medium text-teal-800 dark:text-teal-300">{t("preset.applied")}</p>}
        </div>
      )}
    </div>
  );
}
