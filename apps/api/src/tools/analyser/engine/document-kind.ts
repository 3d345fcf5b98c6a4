// Documents that look like contracts but are not bilateral ones: a condominium's convention (CC arts.
// 1.332-1.334) binds every owner by its registration, has no price, term or termination, and its fines
// follow CC arts. 1.336 and 1.337, not the cláusula penal of art. 412.

const CONDOMINIUM_CONVENTION_TITLE =
  /conven[çc][ãa]o (?:do |de )?condom[íi]nio|regimento interno (?:do |de )?condom[íi]nio/i;

/** A condominium's convention or internal rules, named in its opening. */
export const isCondominiumConvention = (text: string) =>
  CONDOMINIUM_CONVENTION_TITLE.test(text.slice(0, 300));
