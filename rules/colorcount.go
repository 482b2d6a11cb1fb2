package rules

// ColorCount is a quality of how many colors an object has (CR 105.2): "colorless",
// "monocolored", "multicolored" in a Filter.
type ColorCount uint8

// Color count qualities; AnyColorCount asks nothing.
const (
	AnyColorCount ColorCount = iota
	Colorless                // no color (CR 105.2c)
	Monocolored              // exactly one color (CR 105.2a)
	Multicolored             // two or more colors (CR 105.2b)
)

// holds reports whether an object of colors c has the quality.
func (k ColorCount) holds(c ColorSet) bool {
	n := bits(uint8(c))
	switch k {
	case Colorless:
		return n == 0
	case Monocolored:
		return n == 1
	case Multicolored:
		return n >= 2
	}
	return true
}
