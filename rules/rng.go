package rules

// RNG is a small deterministic random number generator (xoshiro256**) whose whole state is
// a value inside the game, so clones and replays draw the same numbers.
type RNG struct{ s [4]uint64 }

// Seed sets the generator's state from a seed with splitmix64.
func (r *RNG) Seed(seed uint64) {
	for i := range r.s {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		r.s[i] = z ^ z>>31
	}
}

func rotl(x uint64, k uint) uint64 { return x<<k | x>>(64-k) }

// Uint64 returns the next number.
func (r *RNG) Uint64() uint64 {
	s := &r.s
	out := rotl(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = rotl(s[3], 45)
	return out
}

// Intn returns a number in [0, n) without modulo bias worth caring about for n < 2^32.
func (r *RNG) Intn(n int) int {
	if n <= 1 {
		return 0
	}
	return int((r.Uint64() >> 32) * uint64(n) >> 32)
}

// shuffle shuffles player p's library (CR 701.20).
func (g *Game) shuffle(p PlayerID) {
	l := g.players[p].library
	for i := len(l) - 1; i > 0; i-- {
		j := g.rng.Intn(i + 1)
		l[i], l[j] = l[j], l[i]
	}
}
