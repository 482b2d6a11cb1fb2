package rules

// otherSubtypes are the subtypes of the card types other than creature and kindred (CR
// 205.3g-k, 205.3q): artifact, enchantment, land, planeswalker, spell and battle types.
// Every other subtype is a creature type (205.3m), so the creature types of sets newer
// than the rules' list (Hero, Villain) count too.
var otherSubtypes = func() map[string]bool {
	m := map[string]bool{}
	for _, s := range []string{
		// 205.3g artifact types
		"Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification",
		"Gold", "Incubator", "Junk", "Map", "Powerstone", "Treasure", "Vehicle", "Spacecraft", "Lander",
		// 205.3h enchantment types
		"Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga",
		"Shard", "Shrine",
		// 205.3i land types
		"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
		"Power-Plant", "Sphere", "Swamp", "Tower", "Urza's", "Town",
		// 205.3j planeswalker types
		"Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix",
		"Chandra", "Comet", "Dack", "Dakkon", "Daretti", "Davriel", "Dihada", "Domri", "Dovin",
		"Ellywick", "Elminster", "Elspeth", "Estrid", "Freyalise", "Garruk", "Gideon", "Grist", "Guff",
		"Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya", "Kiora", "Koth",
		"Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset", "Niko", "Nissa",
		"Nixilis", "Oko", "Quintorius", "Ral", "Rowan", "Saheeli", "Samut", "Sarkhan", "Serra",
		"Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret", "Tibalt", "Tyvar",
		"Ugin", "Urza", "Venser", "Vivien", "Vraska", "Vronos", "Will", "Windgrace", "Wrenn", "Xenagos",
		"Yanggu", "Yanling", "Zariel",
		// 205.3k spell types, 205.3q battle types
		"Adventure", "Arcane", "Lesson", "Trap", "Omen", "Siege",
	} {
		m[s] = true
	}
	return m
}()

// isCreatureType reports whether subtype s is a creature type (CR 205.3m).
func isCreatureType(s string) bool { return s != "" && !otherSubtypes[s] }
