/**
 * No rule changed by the move to the core updater: the same seeds give the same games as
 * the hand-written draft (`draft` and `ownDeck`/`ownDiscard` in rules.ts) did. The hashes were recorded with that engine (main at 61c4b2f); every
 * seat's and the spectator's view after every step and every event as each of them receives
 * it are hashed too (see test/shared/fingerprint.ts for what is hashed, and
 * test/shared/fingerprint-cases.ts for the tables). They were recorded again when the views
 * gained the table's settings (`config`): with that field left out of the views the 61c4b2f
 * hashes come out, so no move, event or other view field changed.
 */
import { describe, expect, it } from 'vitest';
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import { PUPUPUK_CASES } from '../shared/fingerprint-cases.ts';
import { fingerprint } from '../shared/fingerprint.ts';

const HASHES: readonly string[] = [
  '144ddf959967fec4c171b28d731df3105f5e92abda9f4872ffd9112930ef290a',
  '9c0ca6c9ec57e0f0b50f14ece641219d7472c828af450ea712f57bf0eb8732f6',
  '1d1048bb386a5b8b315e588889d6e7cc32e65e00377be9af7b3ee8cd38fabcda',
  '45c718303d57f73cf69e1a91af7ca7bb536daa47cee82f943e8be09d9c2877ee',
  'ad0d9ca1d38fcd76c5d48a62664b13b8aa73505b429f34215eee87a21346b008',
  'bf605e8afc8659232870b8e23805f00920a91d73defcb45c7f3f98589bec9019',
  '632dc25f9ba72c9c6d7f3960ea59c150a40f16bb9f8e71f4c5bce1bf0f2bed82',
  '85c6bcf10c2e31014b344e143d412092e86194d68a44d8f42dca69b8a107d216',
  '8fbbde8e960d64a13bc8c2e09653a32077e237a87f84110eb54e34e518735939',
  'ac2621eb4d53ca30804bfb019cef21a3ed7e5705db35ee60def66d457c6fb056',
  'e3c2c117bdb187665d75771d2caf816b476576359f75857ef96e1256faa42bec',
  '4e111bb335110b957bbfa277033668208ab06b5513f6770ecd661e69b449b5a4',
  'f7f8c39c77f3f7a841908aa2a1876c15fc528672a86c8a4720c792786f2fc1a0',
  'e6c879770074dcf6419c6b0e8a8b4e193a0c9e7192a4fff2032d80edd75b6cef',
  '170049f38ee014d99218ea674a292eeece6c34b7f6df5ab98b921ced097262f7',
  '8ef4b8720ba99f45ab003b2d02422f3a8a80f3880554c287eb19062301ad2e0e',
  '9e8546ea428664bc3ce0a8b7dab49238129bc510d13ae3a38d7f6a4eb0e1c1f1',
  'a385cb5508fabf606745e425e5a7fbf72868ffca3c2489dc6b16c067ad4acf19',
  '44011c10598c02d89506e4e3f1988efc67e53d6904e19d43157cb293364d4885',
  '78825fca5843aa237bdeb0060a949400eedb98f3a027ca10ac272b51315037e4',
  '8e20a25c1babf25705d173ba70d8ace916edcf6c8e3b5ce4c38fe05cb7269133',
  '5d0fb525031c00dc16b647fdfd26721fb587191edc6178074c54126ffc2c655a',
  'c5a9092ea6577457db38e2495d1baa1d9f0c35662f1118950e2162de9a988d24',
  '84984004cbe9181c75a30f4207b332a381b0a370f2ba11f6ccaf417b3d3ec460',
  '054a82a56c9a656b0d512a83d5b460fca5487b1ad483b8bbb805fd1bfd926921',
];

describe('pupupuk: 25 tables of random playouts are the games they were before the updater', () => {
  it('has a recorded hash for every table', () => {
    expect(HASHES.length).toBe(PUPUPUK_CASES.length);
  });
  PUPUPUK_CASES.forEach(({ config, seats, seeds, options }, i) => {
    it(`${JSON.stringify(config)} at ${seats} seats, ${seeds} seeds, ${JSON.stringify(options)}`, { timeout: 120_000 }, () => {
      expect(fingerprint(pupupuk, config, seats, seeds, options)).toBe(HASHES[i]);
    });
  });
});
