/** The address form's area choices: a served city and its localities (areas.server.ts lists them). */
export interface AreaGroup {
  city: string;
  areas: { value: string; name: string }[];
}
