import enAccounts from "./en/accounts.json";
import enAddresses from "./en/addresses.json";
import enAdmin from "./en/admin.json";
import enAdminMenu from "./en/adminMenu.json";
import enBill from "./en/bill.json";
import enCart from "./en/cart.json";
import enCatalogue from "./en/catalogue.json";
import enContent from "./en/content.json";
import enFavourites from "./en/favourites.json";
import enMail from "./en/mail.json";
import enOrders from "./en/orders.json";
import enPartners from "./en/partners.json";
import enPayouts from "./en/payouts.json";
import enRiders from "./en/riders.json";
import enProfile from "./en/profile.json";
import enShell from "./en/shell.json";
import enSupport from "./en/support.json";
import hiAccounts from "./hi/accounts.json";
import hiAddresses from "./hi/addresses.json";
import hiAdmin from "./hi/admin.json";
import hiAdminMenu from "./hi/adminMenu.json";
import hiBill from "./hi/bill.json";
import hiCart from "./hi/cart.json";
import hiCatalogue from "./hi/catalogue.json";
import hiContent from "./hi/content.json";
import hiFavourites from "./hi/favourites.json";
import hiMail from "./hi/mail.json";
import hiOrders from "./hi/orders.json";
import hiPartners from "./hi/partners.json";
import hiPayouts from "./hi/payouts.json";
import hiRiders from "./hi/riders.json";
import hiProfile from "./hi/profile.json";
import hiShell from "./hi/shell.json";
import hiSupport from "./hi/support.json";

/**
 * Every catalogue, by language and namespace. A new namespace is a JSON file in each language's folder,
 * imported here; a new language is a folder, a line below and an entry in `LANGUAGES` (app/lib/i18n.ts).
 */
export const RESOURCES = {
  en: {
    shell: enShell,
    accounts: enAccounts,
    catalogue: enCatalogue,
    cart: enCart,
    bill: enBill,
    addresses: enAddresses,
    orders: enOrders,
    partners: enPartners,
    payouts: enPayouts,
    riders: enRiders,
    favourites: enFavourites,
    support: enSupport,
    profile: enProfile,
    content: enContent,
    mail: enMail,
    admin: enAdmin,
    adminMenu: enAdminMenu,
  },
  hi: {
    shell: hiShell,
    accounts: hiAccounts,
    catalogue: hiCatalogue,
    cart: hiCart,
    bill: hiBill,
    addresses: hiAddresses,
    orders: hiOrders,
    partners: hiPartners,
    payouts: hiPayouts,
    riders: hiRiders,
    favourites: hiFavourites,
    support: hiSupport,
    profile: hiProfile,
    content: hiContent,
    mail: hiMail,
    admin: hiAdmin,
    adminMenu: hiAdminMenu,
  },
};
