export const MAX_QUERY_LENGTH = 80;
export const SEARCH_PLACEHOLDER = "Search for restaurants, cuisines, or dishes...";
