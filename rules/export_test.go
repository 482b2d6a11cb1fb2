package rules

// SetListingMemo turns the memo of LegalActions on or off (perf_test.go compares both).
func SetListingMemo(on bool) { listingMemoOff = !on }
