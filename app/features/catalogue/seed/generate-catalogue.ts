/**
 * Deterministic demo catalogue: the same seed always yields byte-identical rows.
 * All randomness comes from one seeded PRNG consumed in a fixed order, so never add
 * Math.random, Date or iteration over unordered data here.
 */
import { storeOffer, type RestaurantOffer } from "~/features/pricing/restaurant-offers";
import { GST_STATE_CODES } from "~/features/pricing/gst-states";
import { gstinCheckCharacter } from "~/lib/gstin";
import type { IndianState } from "~/features/addresses/indian-states";
import { everyDay } from "../opening";
import { slugify } from "../slug";
import type { Selectable } from "kysely";
import type {
  Categories,
  Cities,
  ProductOptionGroups,
  ProductOptions,
  Products,
  RestaurantCategories,
  RestaurantHours,
  Restaurants,
} from "~/db/database-types";
import {
  CATEGORIES,
  CATEGORIES_IN_EVERY_CITY,
  CHAINS,
  CITIES,
  CUISINE_FAMILIES,
  MENU_SECTIONS,
  NON_VEG_OPTIONS,
  NUMBERED_STREET_KINDS,
  OPTION_SETS,
  SET_DISH,
  STREET_NAMES,
  type CategorySlug,
  type CityData,
  type DishData,
  type FamilyKey,
  type Locality,
} from "./catalogue-data";
import { DEFAULT_DELIVERY_RADIUS_KM } from "../delivery-estimate";
import { hindiName } from "./hindi-names";

type CityRow = Selectable<Cities>;
type CategoryRow = Selectable<Categories>;
type RestaurantRow = Selectable<Restaurants>;
type RestaurantCategoryRow = Selectable<RestaurantCategories>;
type ProductRow = Selectable<Products>;
type RestaurantHoursRow = Selectable<RestaurantHours>;

export interface Catalogue {
  cities: CityRow[];
  categories: CategoryRow[];
  restaurants: RestaurantRow[];
  restaurantCategories: RestaurantCategoryRow[];
  products: ProductRow[];
  optionGroups: Selectable<ProductOptionGroups>[];
  options: Selectable<ProductOptions>[];
  hours: RestaurantHoursRow[];
}

export const DEFAULT_CATALOGUE_SEED = 20261122;

const CHAIN_OUTLET_SHARE = 0.3;
const MENU_SIZE = { min: 12, max: 40 };
const DISH_PRICE_RUPEES = { min: 49, max: 899 };
const COST_FOR_TWO_RUPEES = { min: 150, max: 1500 };
const MIN_ORDER_RUPEES: readonly (readonly [number, number])[] = [
  [0, 15],
  [49, 15],
  [99, 25],
  [149, 20],
  [199, 12],
  [249, 8],
  [299, 5],
];
/** Preparation time of "10 min delivery" places: with a ride of a kilometre, their food arrives in ten minutes. */
const QUICK_PREP_MINUTES = 5;
const LOCALITY_RADIUS_KM = 1.5;
const KM_PER_DEGREE_OF_LATITUDE = 111.32;
const FAMILY_KEYS = Object.keys(CUISINE_FAMILIES) as FamilyKey[];

/** mulberry32: tiny, fast and good enough for demo data. */
class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  uint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  /** Approximately standard normal (Irwin–Hall sum of four uniforms), bounded to ±3.5. */
  normal(): number {
    const sum = this.float() + this.float() + this.float() + this.float();
    return (sum - 2) * Math.sqrt(3);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.float() * items.length)];
    if (item === undefined) throw new Error("Cannot pick from an empty list");
    return item;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let remaining = this.float() * total;
    for (const [value, weight] of entries) {
      remaining -= weight;
      if (remaining < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error("Cannot pick from an empty list");
    return last[0];
  }

  /** Up to `count` distinct items, each draw weighted among those not yet drawn. */
  weightedSample<T>(items: readonly T[], weightOf: (item: T) => number, count: number): T[] {
    const remaining = items.map((item) => [item, weightOf(item)] as const);
    const sample: T[] = [];
    while (sample.length < count && remaining.length > 0) {
      const chosen = this.weighted(remaining.map(([, weight], index) => [index, weight] as const));
      const [entry] = remaining.splice(chosen, 1);
      if (entry) sample.push(entry[0]);
    }
    return sample;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** 24 lowercase hex characters, shaped like a MongoDB ObjectId. */
  hexId(): string {
    return [this.uint32(), this.uint32(), this.uint32()].map((n) => n.toString(16).padStart(8, "0")).join("");
  }
}

/** A dish as priced on one menu. */
interface MenuItem {
  dish: DishData;
  priceRupees: number;
  originalPriceRupees: number;
  isBestseller: boolean;
  menuCategory: string | null;
  promoDiscountPercent: number | null;
}

/** What a restaurant is and serves. Every outlet of a chain shares one concept. */
interface Concept {
  name: string;
  mainFamily: FamilyKey;
  isChain: boolean;
  isVeg: boolean;
  cuisines: string[];
  /** The first is the main category, which also picks the restaurant's image. */
  categories: [CategorySlug, ...CategorySlug[]];
  menu: MenuItem[];
  costForTwoRupees: number;
}

/** A restaurant to create in a city; `mustBeActive` protects the city's guaranteed categories. */
interface Placement {
  concept: Concept;
  mustBeActive: boolean;
}

export function generateCatalogue(seed = DEFAULT_CATALOGUE_SEED): Catalogue {
  const random = new Random(seed);
  const catalogue: Catalogue = {
    cities: CITIES.map(toCityRow),
    categories: CATEGORIES.map((category, index) => ({
      id: random.hexId(),
      name: category.name,
      name_hi: hindiName(category.name),
      slug: category.slug,
      image: foodImage(category.slug),
      sort_order: index,
    })),
    restaurants: [],
    restaurantCategories: [],
    products: [],
    optionGroups: [],
    options: [],
    hours: [],
  };
  // Options draw from their own stream, so adding them left every other row as it was.
  const optionRandom = new Random(seed ^ 0x0b710e5);
  const categoryIds = new Map(catalogue.categories.map((row) => [row.slug, row.id]));
  const chainConcepts = CHAINS.map((chain) => createConcept(random, chain.name, chain.families, chain.veg, true));

  for (const city of CITIES) {
    const cityRestaurants: RestaurantRow[] = [];
    for (const placement of placeRestaurants(random, city, chainConcepts)) {
      const restaurant = createRestaurant(random, city, placement);
      cityRestaurants.push(restaurant);
      for (const slug of placement.concept.categories) {
        const categoryId = categoryIds.get(slug);
        if (categoryId === undefined) throw new Error(`Unknown category ${slug}`);
        catalogue.restaurantCategories.push({ restaurant_id: restaurant.id, category_id: categoryId });
      }
      const products = createProducts(random, restaurant, placement.concept);
      catalogue.products.push(...products);
      for (const [index, item] of placement.concept.menu.entries())
        addDishOptions(optionRandom, catalogue, products[index]!, item.dish);
      catalogue.hours.push(...openingHours(restaurant, placement));
    }
    ensureQuickDelivery(city, cityRestaurants);
    catalogue.restaurants.push(...cityRestaurants);
  }
  return catalogue;
}

function foodImage(slug: CategorySlug): string {
  return `/images/food/${slug}.svg`;
}

function toCityRow(city: CityData): CityRow {
  return {
    id: city.slug,
    name: city.name,
    slug: city.slug,
    state: city.state,
    latitude: city.latitude,
    longitude: city.longitude,
    localities: JSON.stringify(city.localities),
    rain_surcharge_on: 0,
  };
}

/** The city's chain outlets and independents, in a shuffled listing order. */
function placeRestaurants(random: Random, city: CityData, chainConcepts: readonly Concept[]): Placement[] {
  const boost = (family: FamilyKey) => city.cuisineBoosts[family] ?? 1;
  const chainCount = Math.min(chainConcepts.length, Math.round(city.restaurantCount * CHAIN_OUTLET_SHARE));
  const chains = random.weightedSample(chainConcepts, (concept) => boost(concept.mainFamily), chainCount);
  const placements: Placement[] = chains.map((concept) => ({ concept, mustBeActive: false }));

  // Independents may not take a chain's name anywhere, or they would read as its outlets.
  const takenSlugs = new Set(CHAINS.map((chain) => slugify(chain.name)));
  const familyWeights = FAMILY_KEYS.map((key) => [key, CUISINE_FAMILIES[key].weight * boost(key)] as const);
  for (let index = 0; index < city.restaurantCount - chainCount; index++) {
    // The first independents cover the categories every city must offer, whatever the dice say.
    const guaranteedCategory = CATEGORIES_IN_EVERY_CITY[index];
    const mainFamily = guaranteedCategory ? familyWithMainCategory(guaranteedCategory) : random.weighted(familyWeights);
    const isVeg = CUISINE_FAMILIES[mainFamily].vegFriendly && random.chance(city.vegShare);
    const families = [mainFamily, ...pickCompanions(random, mainFamily, isVeg)];
    const name = independentName(random, city, mainFamily, takenSlugs);
    placements.push({
      concept: createConcept(random, name, families, isVeg, false),
      mustBeActive: guaranteedCategory !== undefined,
    });
  }
  return random.shuffle(placements);
}

function familyWithMainCategory(slug: CategorySlug): FamilyKey {
  const family = FAMILY_KEYS.find((key) => CUISINE_FAMILIES[key].categories[0] === slug);
  if (family === undefined) throw new Error(`No cuisine family has ${slug} as its main category`);
  return family;
}

function pickCompanions(random: Random, mainFamily: FamilyKey, isVeg: boolean): FamilyKey[] {
  const candidates = CUISINE_FAMILIES[mainFamily].companions.filter(
    (family) => !isVeg || CUISINE_FAMILIES[family].vegFriendly,
  );
  const count = random.weighted([
    [0, 30],
    [1, 45],
    [2, 25],
  ] as const);
  return random.weightedSample(candidates, () => 1, count);
}

function independentName(random: Random, city: CityData, family: FamilyKey, takenSlugs: Set<string>): string {
  const { leads, venues } = CUISINE_FAMILIES[family].nameParts;
  for (let attempt = 0; attempt < 30; attempt++) {
    const lead = random.pick(leads);
    const venue = random.pick(venues);
    if (sharesWord(lead, venue)) continue; // avoids "Grill Grill House"
    // Popular names run out in big cities; real listings then add the neighbourhood.
    const name = attempt < 15 ? `${lead} ${venue}` : `${lead} ${venue} ${random.pick(city.localities).name}`;
    const slug = slugify(name);
    if (!takenSlugs.has(slug)) {
      takenSlugs.add(slug);
      return name;
    }
  }
  throw new Error(`Ran out of ${family} restaurant names in ${city.name}`);
}

function sharesWord(a: string, b: string): boolean {
  const wordsOfA = new Set(a.split(" "));
  return b.split(" ").some((word) => wordsOfA.has(word));
}

function createConcept(
  random: Random,
  name: string,
  families: readonly FamilyKey[],
  isVeg: boolean,
  isChain: boolean,
): Concept {
  const menu = drawMenu(random, families, isVeg);
  const averagePrice = menu.reduce((sum, item) => sum + item.priceRupees, 0) / menu.length;
  return {
    name,
    mainFamily: mainFamilyOf(families),
    isChain,
    isVeg,
    cuisines: pickCuisines(random, families),
    categories: pickCategories(random, families, menu),
    menu,
    // Two people typically order about two and a half dishes between them.
    costForTwoRupees: clamp(
      Math.round((averagePrice * 2.5) / 50) * 50,
      COST_FOR_TWO_RUPEES.min,
      COST_FOR_TWO_RUPEES.max,
    ),
  };
}

function mainFamilyOf(families: readonly FamilyKey[]): FamilyKey {
  const main = families[0];
  if (main === undefined) throw new Error("A restaurant needs at least one cuisine family");
  return main;
}

/** 2–6 cuisine names: two or three from the main family, then the headline cuisine of the others. */
function pickCuisines(random: Random, families: readonly FamilyKey[]): string[] {
  const [mainCuisine, ...otherMainCuisines] = CUISINE_FAMILIES[mainFamilyOf(families)].cuisines;
  const cuisines = [mainCuisine, ...random.shuffle(otherMainCuisines).slice(0, random.int(1, 2))];
  for (const family of families.slice(1)) {
    const [headline, ...rest] = CUISINE_FAMILIES[family].cuisines;
    cuisines.push(headline);
    if (random.chance(0.3)) cuisines.push(random.pick(rest));
  }
  return [...new Set(cuisines.filter((cuisine) => cuisine !== undefined))].slice(0, 6);
}

/** The main family's main category, plus up to three more of its families' categories that the menu serves. */
function pickCategories(
  random: Random,
  families: readonly FamilyKey[],
  menu: readonly MenuItem[],
): [CategorySlug, ...CategorySlug[]] {
  const mainCategory = CUISINE_FAMILIES[mainFamilyOf(families)].categories[0];
  if (mainCategory === undefined) throw new Error("A cuisine family needs a main category");
  const dishCount = (slug: CategorySlug) => menu.filter((item) => item.dish.image === slug).length;
  const candidates = [...new Set(families.flatMap((family) => CUISINE_FAMILIES[family].categories))].filter(
    (slug) => slug !== mainCategory && dishCount(slug) > 0,
  );
  const extraCount = random.weighted([
    [0, 10],
    [1, 30],
    [2, 35],
    [3, 25],
  ] as const);
  // Weighted by dish count, so a category the menu is full of is the likeliest extra listing.
  return [mainCategory, ...random.weightedSample(candidates, dishCount, extraCount)];
}

/**
 * 12–40 distinct dishes: mostly from the main family, the rest shared among its companions,
 * topped up from whatever is left when a family runs short. Listed in menu-section order.
 */
function drawMenu(random: Random, families: readonly FamilyKey[], isVeg: boolean): MenuItem[] {
  const targetSize = MENU_SIZE.min + Math.floor((MENU_SIZE.max - MENU_SIZE.min + 1) * random.float() ** 1.3);
  const companionCount = families.length - 1;
  const mainQuota = companionCount === 0 ? targetSize : Math.round(targetSize * (0.55 + 0.25 * random.float()));
  const companionShare = targetSize - mainQuota;
  const quotaOf = (familyIndex: number) =>
    familyIndex === 0
      ? mainQuota
      : Math.floor(companionShare / companionCount) + (familyIndex - 1 < companionShare % companionCount ? 1 : 0);

  const chosen = new Map<string, DishData>();
  const spare: DishData[] = [];
  families.forEach((family, familyIndex) => {
    const candidates = random.shuffle(CUISINE_FAMILIES[family].dishes.filter((dish) => !isVeg || dish.veg));
    let taken = 0;
    for (const dish of candidates) {
      if (chosen.has(dish.name)) continue;
      if (taken < quotaOf(familyIndex)) {
        chosen.set(dish.name, dish);
        taken++;
      } else {
        spare.push(dish);
      }
    }
  });
  for (const dish of spare) {
    if (chosen.size >= targetSize) break;
    if (!chosen.has(dish.name)) chosen.set(dish.name, dish);
  }

  const sectionRank = (item: MenuItem) =>
    item.menuCategory === null ? MENU_SECTIONS.length : MENU_SECTIONS.indexOf(item.dish.menu);
  return [...chosen.values()].map((dish) => priceDish(random, dish)).sort((a, b) => sectionRank(a) - sectionRank(b));
}

function priceDish(random: Random, dish: DishData): MenuItem {
  const [min, max] = dish.price;
  // Menu prices end in 9 (₹249, ₹199), as they do on real menus.
  const priceRupees = clamp(
    Math.round(random.int(min, max) / 10) * 10 - 1,
    DISH_PRICE_RUPEES.min,
    DISH_PRICE_RUPEES.max,
  );
  const markupPercent = random.chance(0.2) ? random.int(10, 30) : 0;
  return {
    dish,
    priceRupees,
    originalPriceRupees: Math.round((priceRupees * (100 + markupPercent)) / 100),
    isBestseller: random.chance(0.15),
    // A few dishes are left without a section so the menu's "Uncategorized" fallback has data.
    menuCategory: random.chance(0.95) ? dish.menu : null,
    promoDiscountPercent: random.chance(0.15) ? random.pick([10, 15, 20, 25]) : null,
  };
}

function createRestaurant(random: Random, city: CityData, placement: Placement): RestaurantRow {
  const { concept } = placement;
  const locality = random.pick(city.localities);
  const { latitude, longitude } = pointNear(random, locality);
  const rating = clamp(roundTo(4.1 + 0.32 * random.normal(), 1), 3.0, 4.9);
  // Log-uniform-ish: most restaurants have hundreds of reviews, a few have tens of thousands; chains skew higher.
  const reviewSpread = random.float() ** (concept.isChain ? 0.8 : 1.25);
  const reviewCount = Math.round(20 * (25000 / 20) ** reviewSpread);
  const offer = pickOffer(random);
  const id = random.hexId();
  return {
    id,
    name: concept.name,
    slug: slugify(concept.name),
    city_id: city.slug,
    image: foodImage(concept.categories[0]),
    cuisines: JSON.stringify(concept.cuisines),
    cuisines_hi: JSON.stringify(concept.cuisines.map((cuisine) => hindiName(cuisine) ?? cuisine)),
    rating,
    review_count: reviewCount,
    // The catalogue's figures are the prior ratings customers' reviews are added to (features/reviews).
    prior_rating: rating,
    prior_review_count: reviewCount,
    min_order_paise: random.weighted(MIN_ORDER_RUPEES) * 100,
    cost_for_two_paise: concept.costForTwoRupees * 100,
    prep_minutes: random.chance(0.04) ? QUICK_PREP_MINUTES : clamp(Math.round(22 + 8 * random.normal()), 10, 55),
    delivery_radius_km: DEFAULT_DELIVERY_RADIUS_KM,
    is_veg: concept.isVeg ? 1 : 0,
    is_active: placement.mustBeActive || random.chance(0.88) ? 1 : 0,
    paused_until: null,
    street: `${random.int(1, 220)}, ${pickStreet(random)}`,
    locality: locality.name,
    latitude,
    longitude,
    fssai_licence: `${random.int(1, 2)}${Array.from({ length: 13 }, () => random.int(0, 9)).join("")}`,
    ...storeOffer(offer),
    popularity: roundTo(rating * Math.log10(reviewCount + 1), 3),
    gstin: demoGstin(city.state, id),
    commission_basis_points: DEMO_COMMISSION_BASIS_POINTS,
  };
}

/** What the demo restaurants pay the platform on their food sales (18% + GST), as many do on Swiggy and Zomato. */
const DEMO_COMMISSION_BASIS_POINTS = 1800;

/** A well-formed GSTIN for a demo restaurant: its state's code, a firm's PAN spelled from its id, entity 1. */
function demoGstin(state: string, id: string): string {
  const letters = [...id.slice(0, 5)].map((hex) => String.fromCharCode(65 + parseInt(hex, 16))).join("");
  const digits = String(parseInt(id.slice(5, 9), 16) % 10_000).padStart(4, "0");
  const first14 = `${GST_STATE_CODES[state as IndianState]}${letters.slice(0, 3)}F${letters[3]}${digits}${letters[4]}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** The restaurant's packaging charge for one unit, by the dish's price (Swiggy's partners charge ₹5–₹30). */
function demoPackagingPaise(priceRupees: number): number {
  return priceRupees < 150 ? 500 : priceRupees < 300 ? 1000 : 1500;
}

/** Daily opening ranges by the kind of place, minutes after midnight; past 1440 runs into the next day. */
const DAILY_HOURS = {
  allDay: [[0, 24 * 60]],
  breakfastToDinner: [[7 * 60 + 30, 22 * 60 + 30]],
  lunchAndDinner: [
    [12 * 60, 15 * 60 + 30],
    [19 * 60, 23 * 60 + 30],
  ],
  daytime: [[11 * 60, 23 * 60]],
  lateNight: [[11 * 60, 26 * 60]],
  afternoonToMidnight: [[12 * 60, 24 * 60]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

const FAMILY_HOURS: Record<FamilyKey, keyof typeof DAILY_HOURS> = {
  northIndian: "lunchAndDinner",
  southIndian: "breakfastToDinner",
  biryani: "lunchAndDinner",
  chinese: "daytime",
  pizza: "lateNight",
  burgers: "lateNight",
  streetFood: "daytime",
  desserts: "afternoonToMidnight",
  healthy: "breakfastToDinner",
  cafe: "breakfastToDinner",
  bengali: "lunchAndDinner",
  thali: "lunchAndDinner",
  rollsShawarma: "lateNight",
  momos: "daytime",
  iceCream: "afternoonToMidnight",
};

/**
 * A restaurant's weekly hours, India time. The kitchens that keep a city's guaranteed categories on offer,
 * and about one in eight others, never close; the rest keep their kind's hours, and one independent in five
 * closes one day a week. Drawn from the restaurant's own id, so the rest of the catalogue is unchanged.
 */
function openingHours(restaurant: RestaurantRow, placement: Placement): RestaurantHoursRow[] {
  const random = new Random(Number.parseInt(restaurant.id.slice(0, 8), 16));
  const allDay = placement.mustBeActive || random.chance(0.12);
  const daily = DAILY_HOURS[allDay ? "allDay" : FAMILY_HOURS[placement.concept.mainFamily]];
  const dayOff = !allDay && !placement.concept.isChain && random.chance(0.2) ? random.pick([1, 1, 1, 2]) : null;
  return daily
    .flatMap(([opens, closes]) => everyDay(opens, closes))
    .filter((range) => range.weekday !== dayOff)
    .map((range) => ({
      restaurant_id: restaurant.id,
      weekday: range.weekday,
      opens_minute: range.opens,
      closes_minute: range.closes,
    }));
}

/** A uniformly random point within LOCALITY_RADIUS_KM of the locality. */
function pointNear(random: Random, locality: Locality): { latitude: number; longitude: number } {
  const distanceKm = LOCALITY_RADIUS_KM * Math.sqrt(random.float());
  const bearing = 2 * Math.PI * random.float();
  const kmPerDegreeOfLongitude = KM_PER_DEGREE_OF_LATITUDE * Math.cos((locality.latitude * Math.PI) / 180);
  return {
    latitude: roundTo(locality.latitude + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE_OF_LATITUDE, 6),
    longitude: roundTo(locality.longitude + (distanceKm * Math.sin(bearing)) / kmPerDegreeOfLongitude, 6),
  };
}

function pickStreet(random: Random): string {
  return random.chance(0.5)
    ? random.pick(STREET_NAMES)
    : `${ordinal(random.int(1, 20))} ${random.pick(NUMBERED_STREET_KINDS)}`;
}

function ordinal(n: number): string {
  const lastTwoDigits = n % 100;
  if (lastTwoDigits >= 11 && lastTwoDigits <= 13) return `${n}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th";
  return `${n}${suffix}`;
}

function pickOffer(random: Random): RestaurantOffer | null {
  const type = random.weighted([
    [null, 45],
    ["discount", 30],
    ["free_delivery", 15],
    ["bogo", 10],
  ] as const);
  switch (type) {
    case null:
      return null;
    case "discount":
      return random.chance(0.6)
        ? {
            kind: "percent",
            percent: random.pick([10, 15, 20, 30, 40, 50]),
            maxDiscountPaise: random.pick([50, 75, 100, 120, 150]) * 100,
          }
        : {
            kind: "flat",
            amountPaise: random.pick([50, 75, 100, 125, 150]) * 100,
            minSubtotalPaise: random.pick([199, 249, 299, 399, 499]) * 100,
          };
    case "free_delivery":
      return { kind: "free-delivery", minSubtotalPaise: random.chance(0.5) ? 0 : random.pick([149, 199, 249]) * 100 };
    case "bogo":
      return { kind: "bogo" };
  }
}

function createProducts(random: Random, restaurant: RestaurantRow, concept: Concept): ProductRow[] {
  return concept.menu.map((item, index) => ({
    id: random.hexId(),
    restaurant_id: restaurant.id,
    name: item.dish.name,
    description: item.dish.description,
    price_paise: item.priceRupees * 100,
    original_price_paise: item.originalPriceRupees * 100,
    image: foodImage(item.dish.image),
    is_veg: item.dish.veg ? 1 : 0,
    is_bestseller: item.isBestseller ? 1 : 0,
    menu_category: item.menuCategory,
    promo_discount_percent: item.promoDiscountPercent,
    packaging_paise: demoPackagingPaise(item.priceRupees),
    available: random.chance(0.97) ? 1 : 0,
    available_again_at: null,
    sort_order: index,
  }));
}

/** Options for a dish of a kind that has them on Indian menus (OPTION_SETS), for about a third of all dishes. */
function addDishOptions(random: Random, catalogue: Catalogue, product: ProductRow, dish: DishData): void {
  const set = OPTION_SETS[dish.image];
  if (!set || SET_DISH.test(dish.name) || !random.chance(set.share)) return;
  for (const [position, group] of set.groups.entries()) {
    const options = group.options.filter(([name]) => !dish.veg || !NON_VEG_OPTIONS.includes(name));
    const groupId = random.hexId();
    catalogue.optionGroups.push({
      id: groupId,
      product_id: product.id,
      name: group.name,
      name_hi: hindiName(group.name),
      min_choices: group.min,
      max_choices: Math.min(group.max, options.length),
      position,
    });
    for (const [optionPosition, [name, rupees]] of options.entries())
      catalogue.options.push({
        id: random.hexId(),
        group_id: groupId,
        name,
        name_hi: hindiName(name),
        available: 1,
        available_again_at: null,
        // The larger portion costs about 70% more than the dish's price, in tens of rupees.
        price_paise: (rupees === "portion" ? Math.round((product.price_paise * 0.7) / 1000) * 10 : rupees) * 100,
        position: optionPosition,
      });
  }
}

/** So the "10 min delivery" filter finds something near every city's centre: the active restaurant nearest it cooks that fast. */
function ensureQuickDelivery(city: CityData, restaurants: RestaurantRow[]): void {
  const active = restaurants.filter((restaurant) => restaurant.is_active === 1);
  const distanceFromCentre = (restaurant: RestaurantRow) =>
    (restaurant.latitude - city.latitude) ** 2 + (restaurant.longitude - city.longitude) ** 2;
  const nearest = active.reduce((best, restaurant) =>
    distanceFromCentre(restaurant) < distanceFromCentre(best) ? restaurant : best,
  );
  nearest.prep_minutes = QUICK_PREP_MINUTES;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
