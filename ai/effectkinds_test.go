package ai

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// ruleEffectKinds reads the closed set of effect kinds from package rules' source: the
// types with the unexported method do(*Game, *Resolution) bool that makes a type a
// rules.Effect, so no other package can add one.
func ruleEffectKinds(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "rules", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no rules source: %v", err)
	}
	fset := token.NewFileSet()
	var kinds []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != "do" || len(fn.Recv.List) != 1 {
				continue
			}
			if !isEffectDo(fn.Type) {
				continue
			}
			typ := fn.Recv.List[0].Type
			if s, ok := typ.(*ast.StarExpr); ok {
				typ = s.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				kinds = append(kinds, id.Name)
			}
		}
	}
	slices.Sort(kinds)
	return kinds
}

// isEffectDo reports whether a method type is do's: (*Game, *Resolution) bool.
func isEffectDo(ft *ast.FuncType) bool {
	var params []string
	for _, f := range ft.Params.List {
		st, ok := f.Type.(*ast.StarExpr)
		if !ok {
			return false
		}
		id, ok := st.X.(*ast.Ident)
		if !ok {
			return false
		}
		for range max(len(f.Names), 1) {
			params = append(params, id.Name)
		}
	}
	if !slices.Equal(params, []string{"Game", "Resolution"}) || ft.Results == nil || len(ft.Results.List) != 1 {
		return false
	}
	id, ok := ft.Results.List[0].Type.(*ast.Ident)
	return ok && id.Name == "bool"
}

// effectSamples holds one value of every effect kind of package rules, for
// TestEveryEffectKindValued. A new kind in rules fails that test until it has a sample
// here; the estimates (addEffects) then count it or leave it to simulation.
func effectSamples() []rules.Effect {
	token := &rules.CardDef{Name: "Soldier", Types: rules.Types(rules.Creature), Power: 1, Toughness: 1, Token: true}
	return []rules.Effect{
		rules.AddMana{},
		rules.AdditionalCombat{},
		rules.Amass{Token: token, Amount: 2},
		rules.Blight{Who: rules.WhoEachOpponent, N: 1},
		rules.Attach{},
		rules.BaseZeroThreeLoseAbilities{},
		rules.Become{},
		rules.BecomeCreatureType{},
		rules.Bounce{},
		rules.BounceIfPowerAtMost{},
		rules.BounceStealAttachments{},
		rules.BounceTarget{},
		rules.CantBeBlocked{},
		rules.CantBlockThisTurn{},
		rules.CantGainLifeForGame{},
		rules.CheaperSpellsUntilNextTurn{},
		rules.ChooseActivePlayer{},
		rules.ChooseAttackingPlayer{},
		rules.ChooseFriendOrFoe{},
		rules.ChooseMode{},
		rules.ChooseValue{Kind: rules.ChooseSubtypeValue},
		rules.ChoosePlayerAddsMana{},
		rules.ControlNextTurn{},
		rules.CopyEventSpell{},
		rules.CounterTarget{},
		rules.CounterUnlessPays{},
		rules.CounterEventUnless{},
		rules.DiscardNonlandThen{Skip: 1},
		rules.LookRevealToHand{N: 4, Filter: rules.Filter{Types: rules.Types(rules.Creature)}},
		rules.CountersOnEachOwn{},
		rules.CreateAttackingToken{Def: token},
		rules.CreateDelayedTrigger{},
		rules.CreateToken{Def: token},
		rules.DamageEach{},
		rules.DamageEachTarget{},
		rules.DamagePlayers{},
		rules.DamageTappedCreaturesOf{},
		rules.DamageTarget{},
		rules.Deploy{},
		rules.Destroy{},
		rules.Regenerate{},
		rules.EndEcho{},
		rules.DestroyAllButRandom{},
		rules.DestroyDidntAttack{},
		rules.DestroyDidntAttackAtEnd{},
		rules.Discard{},
		rules.DiscardChosen{Who: rules.WhoEachOpponent},
		rules.RevealHand{Who: rules.WhoEachOpponent},
		rules.DoesntUntapNext{},
		rules.DoublePT{},
		rules.Draw{},
		rules.DrawDamageDealtToSource{},
		rules.EachPicks{},
		rules.ExchangeControl{},
		rules.ExchangeLife{},
		rules.ExileAll{},
		rules.ExileFromHandCopyCreature{},
		rules.ExileSpell{},
		rules.ExileThenDelayed{},
		rules.ExileTokensCreatedWithSource{},
		rules.ExileTopOfOpponentsMayCast{},
		rules.ExtraTurn{},
		rules.FightGranter{},
		rules.FlipCoin{},
		rules.ForGroup{Effect: rules.Draw{}},
		rules.FriendOrFoe{},
		rules.GainControl{},
		rules.GainControlWhileSource{},
		rules.GainLife{},
		rules.GetEnergy{Who: rules.WhoYou, Amount: rules.N(2)},
		rules.BecomeTypes{What: rules.Self, Types: rules.Types(rules.Artifact, rules.Creature)},
		rules.BecomeDesignated{What: rules.Self, Designation: rules.Monstrous, Counters: rules.N(3)},
		rules.LookPutOneInHand{},
		rules.LoseGame{},
		rules.LoseLife{},
		rules.LosePoison{},
		rules.May{},
		rules.MayDiscard{},
		rules.MayDiscardThenDraw{},
		rules.MayExileDiedCard{},
		rules.MayPay{},
		rules.MoveTargetCard{},
		rules.MustAttackNextTurn{},
		rules.MustAttackThisTurn{},
		rules.NameCostReduction{},
		rules.NoEffect{},
		rules.Otherwise{N: 1},
		rules.PayToCopySelf{},
		rules.Poison{},
		rules.Populate{},
		rules.PowerDamage{},
		rules.PreventCombatDamage{},
		rules.PreventCombatDamageOf{What: rules.Target0},
		rules.PreventNextDamage{Amount: rules.N(3)},
		rules.ExileIfDies{What: rules.Target0},
		rules.Proliferate{},
		rules.Pump{},
		rules.PumpBy{},
		rules.PutCounters{},
		rules.PutFromHand{},
		rules.PutOnLibrary{},
		rules.Redistribute{},
		rules.RemoveCounter{},
		rules.ReturnAttachedToEventObj{},
		rules.ReturnDiedCard{},
		rules.ReturnDiedThisTurn{},
		rules.ReturnEventCard{},
		rules.ReturnWhenDiesThisTurn{},
		rules.ReverseNextLoss{},
		rules.SacrificeUnlessPayLife{},
		rules.Scry{},
		rules.PlayerStatics{},
		rules.Sacrifice{},
		rules.CastExiledFor{},
		rules.Cascade{},
		rules.Suspend{},
		rules.RemoveTimeCounter{},
		rules.Search{},
		rules.SearchAnyCard{},
		rules.SearchCards{},
		rules.SearchUpTo{},
		rules.SetLife{},
		rules.ShuffleHandAndGraveyard{},
		rules.ShuffleIntoLibrary{},
		rules.ShuffleSourceIntoLibrary{},
		rules.Skip{},
		rules.SkipUnless{},
		rules.TapAllButOne{},
		rules.TapAllOf{},
		rules.TapPermanents{},
		rules.TokenCopyOfEventObj{},
		rules.UntapPermanents{},
		rules.UntapUpTo{},
		rules.Reanimate{},
		rules.ReturnSelf{To: rules.ZoneHand},
		rules.Surveil{Amount: rules.N(2)},
		rules.Mill{Who: rules.WhoTarget, Amount: rules.N(2)},
		rules.WinGame{},
		rules.GameIsADraw{},
		rules.BecomePrepared{What: rules.What{Kind: rules.WhatSelf}},
		rules.Transform{What: rules.What{Kind: rules.WhatSelf}},
		rules.TurnFaceUp{},
		rules.Flip{},
		rules.Manifest{Who: rules.WhoYou, Dread: true},
	}
}

// TestEveryEffectKindValued lists every effect kind of package rules and fails when one
// is neither estimated nor routed to simulation: an effect the estimates know adds its
// figure, and one they don't marks the estimate unknown, which makes castScore and
// activateScore value the action by playing it on a copy (simulate). A kind with no
// sample fails, and so does a sample the estimates choke on.
func TestEveryEffectKindValued(t *testing.T) {
	kinds := ruleEffectKinds(t)
	if len(kinds) < 50 {
		t.Fatalf("only %d effect kinds found in rules: %v", len(kinds), kinds)
	}
	samples := map[string]rules.Effect{}
	for _, e := range effectSamples() {
		samples[reflect.TypeOf(e).Name()] = e
	}
	g := midGame(t, 3)
	seat := Seat(g)
	src := rules.NoObj // a permanent of the seat's, the effects' source
	for _, id := range g.Battlefield() {
		if g.Obj(id).Controller == seat {
			src = id
		}
	}
	if src == rules.NoObj {
		t.Fatal("no permanent of the deciding seat's to be the source")
	}
	var estimated, simulated []string
	for _, k := range kinds {
		e, ok := samples[k]
		if !ok {
			t.Errorf("effect kind rules.%s has no sample in effectSamples: add one, and an estimate in addEffects if it can be figured cheaply", k)
			continue
		}
		delete(samples, k)
		unknown, err := estimateOne(g, seat, src, e)
		switch {
		case err != nil:
			t.Errorf("estimating rules.%s: %v", k, err)
		case unknown:
			simulated = append(simulated, k)
		default:
			estimated = append(estimated, k)
		}
	}
	for k := range samples {
		t.Errorf("effectSamples holds %s, which is not an effect kind of rules", k)
	}
	t.Logf("%d effect kinds: %d estimated, %d valued by simulation: %v", len(kinds), len(estimated), len(simulated), simulated)
}

// estimateOne runs the estimates on effect e alone, as an ability of seat's permanent
// src, and reports whether they left it to simulation; a panic is reported as an error.
func estimateOne(g *rules.Game, seat rules.PlayerID, src rules.ObjID, e rules.Effect) (unknown bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	c := newCtx(g, seat)
	var est est
	c.addEffects(&est, []rules.Effect{e}, src, seat, nil, 0)
	return est.unknown, nil
}
