import { useTranslation } from "react-i18next";
import { isolate } from "../../lib/bidi";
import { CopyableCode } from "./api-keys-section";
import { SettingsCard } from "./settings-card";

/** What the configurations show where the key goes (the user pastes their own). */
const keyPlaceholder = "<YOUR_SIRA_KEY>";

/** One-line (or one-block) configurations of common MCP clients for a server URL. */
export function mcpClientConfigs(url: string) {
  const auth = `Bearer ${keyPlaceholder}`;
  return {
    claudeCode: `claude mcp add --transport http sira ${url} --header "Authorization: ${auth}"`,
    claudeDesktop: JSON.stringify(
      {
        mcpServers: {
          sira: { command: "npx", args: ["mcp-remote", url, "--header", `Authorization: ${auth}`] },
        },
      },
      null,
      2,
    ),
    cursor: JSON.stringify({ mcpServers: { sira: { url, headers: { Authorization: auth } } } }, null, 2),
    vscode: JSON.stringify(
      { servers: { sira: { type: "http", url, headers: { Authorization: auth } } } },
      null,
      2,
    ),
  };
}

/**
 * Settings → API: "Use Sira from your AI assistant" (issue 43): the MCP server's URL on this
 * origin and how common clients connect to it with a personal API key.
 */
export function AssistantSection() {
  const { t } = useTranslation("settings");
  const url = `${window.location.origin}/mcp`;
  const configs = mcpClientConfigs(url);
  const clients = [
    { id: "claudeCode", text: configs.claudeCode, block: false },
    { id: "claudeDesktop", text: configs.claudeDesktop, block: true },
    { id: "cursor", text: configs.cursor, block: true },
    { id: "vscode", text: configs.vscode, block: true },
  ] as const;
  return (
    <SettingsCard title={t("assistant.heading")} description={t("assistant.description")}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-slate-900 text-sm dark:text-white">{t("assistant.serverUrl")}</h3>
          <CopyableCode text={url} label={t("assistant.serverUrl")} />
        </div>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          {t("assistant.keyHint", { placeholder: isolate(keyPlaceholder) })}
        </p>
        {clients.map((client) => (
          <div key={client.id} className="flex flex-col gap-1">
            <h3 className="font-semibold text-slate-900 text-sm dark:text-white">
              {t(`assistant.clients.${client.id}.name`)}
            </h3>
            <p className="text-slate-600 text-xs dark:text-slate-400">
              {t(`assistant.clients.${client.id}.where`)}
            </p>
            <CopyableCode
              text={client.text}
              label={t(`assistant.clients.${client.id}.name`)}
              block={client.block}
            />
          </div>
        ))}
      </div>
    </SettingsCard>
  );
}
