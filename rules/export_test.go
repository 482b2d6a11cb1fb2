package rules

// SetListingMemo turns the memo of LegalActions on or off (perf_test.go compares both).
func SetListingMemo(on bool) { listingMemoOff = !on }

// SetSettledPass turns on or off the shortcut that skips the priority checks after a lone
// pass.
func SetSettledPass(on bool) { settleOff = !on }

// SetCloneReuse turns on or off the reuse of discarded copies' memory by Clone.
func SetCloneReuse(on bool) { recycleOff = !on }

// SetBattlefieldSummary turns on or off keeping the battlefield summary between questions.
func SetBattlefieldSummary(on bool) { summaryOff = !on }

// CheckBattlefieldSummary makes every kept battlefield summary be compared with a rebuilt
// one, counting in c the kept summaries handed out and those that differed (nil: off).
func CheckBattlefieldSummary(c *[2]int) { summaryChecks = c }
