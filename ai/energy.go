package ai

// energyValue is what one energy counter (CR 107.14) is worth to the AI, in the points of
// est.pts: a little less than a card's worth spread over the few energy an ability
// spends; getting energy is worth it, and paying it is a cost of the same size.
const energyValue = 0.5
