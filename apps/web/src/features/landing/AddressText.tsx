import { siteConfig, streetAddress } from '../../lib/site-config.ts';

/** The address with its CEP kept on one line (a line break at the CEP's hyphen splits a number). */
export function AddressText() {
  return (
    <>
      {streetAddress()},{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{`CEP ${siteConfig.address.postalCode}`}</span>
    </>
  );
}
