/** The customer's privacy and notification settings, with their defaults. */
export const SETTINGS = {
  orderUpdates: { label: "Order updates", description: "Texts and e-mails about the orders you place.", default: true },
  promotionalEmails: {
    label: "Promotional e-mails",
    description: "Offers and new restaurants near you.",
    default: false,
  },
  personalizedAds: { label: "Personalized ads", description: "Show offers based on what you order.", default: false },
  dataCollection: {
    label: "Data collection",
    description: "Help us improve the app with anonymous usage data.",
    default: true,
  },
  thirdPartySharing: {
    label: "Third-party sharing",
    description: "Share your data with our partners.",
    default: false,
  },
  marketingCommunications: {
    label: "Marketing communications",
    description: "News and surveys from us.",
    default: false,
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type Settings = Record<SettingKey, boolean>;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function defaultSettings(): Settings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].default])) as Settings;
}

/** Stored settings over the defaults; unknown keys and non-boolean values are ignored. */
export function readSettings(stored: string): Settings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = {};
  }
  const settings = defaultSettings();
  if (parsed && typeof parsed === "object") {
    for (const key of SETTING_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === "boolean") settings[key] = value;
    }
  }
  return settings;
}

export const DELETE_CONFIRMATION = "DELETE MY ACCOUNT";
