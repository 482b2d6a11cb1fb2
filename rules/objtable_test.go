package rules

import "testing"

// TestObjTableCopyOnWrite checks the table on its own: after clone, writes and appends on
// either side (into a shared last chunk too) stay on that side, and reads see them.
func TestObjTableCopyOnWrite(t *testing.T) {
	a := makeObjTable(0)
	for i := range 3*chunkSize + 5 {
		a.add(Object{ID: ObjID(i), Damage: i})
	}
	b := a.clone()
	a.mut(1).Damage = -1
	b.mut(2).Damage = -2
	ida := a.add(Object{ID: ObjID(a.len()), Damage: 100})
	idb := b.add(Object{ID: ObjID(b.len()), Damage: 200})
	c := b.clone()
	c.mut(0).Damage = -3
	c.add(Object{Damage: 300})
	for i := range a.len() {
		wa, wb, wc := i, i, i
		switch i {
		case 1:
			wa = -1
		case 2:
			wb, wc = -2, -2
		case 0:
			wc = -3
		case int(ida):
			wa, wb, wc = 100, 200, 200
		}
		if a.at(ObjID(i)).Damage != wa || b.at(ObjID(i)).Damage != wb || c.at(ObjID(i)).Damage != wc {
			t.Fatalf("object %d: damage %d %d %d, want %d %d %d", i, a.at(ObjID(i)).Damage, b.at(ObjID(i)).Damage, c.at(ObjID(i)).Damage, wa, wb, wc)
		}
	}
	if ida != idb || b.len() != a.len() || c.len() != a.len()+1 || c.at(ObjID(c.len()-1)).Damage != 300 {
		t.Fatalf("lengths %d %d %d", a.len(), b.len(), c.len())
	}
	// A pointer from mut stays good for further writes until the next clone.
	p := a.mut(7)
	a.mut(8).Damage = 8
	p.Damage = 77
	if a.at(7).Damage != 77 || b.at(7).Damage != 7 {
		t.Fatalf("damage %d and %d, want 77 and 7", a.at(7).Damage, b.at(7).Damage)
	}
}

// TestObjTableSetZones checks setZones: the objects it sets outside their shared chunks
// read as set on that side only, survive the next write to their chunk (which copies the
// chunk), and are shared by a clone like any object until either side writes them.
func TestObjTableSetZones(t *testing.T) {
	a := makeObjTable(0)
	for i := range 3*chunkSize + 5 {
		a.add(Object{ID: ObjID(i), Zone: ZoneLibrary, Damage: i})
	}
	b := a.clone()
	a.mut(chunkSize + 1).Damage = -1 // a owns chunk 1
	b.setZones([]ObjID{1, chunkSize + 1, 2*chunkSize + 3, 3 * chunkSize}, []Zone{ZoneHand, ZoneHand, ZoneExile, ZoneHand})
	want := func(tb *objTable, name string, zones map[ObjID]Zone, damage map[ObjID]int) {
		t.Helper()
		for i := range tb.len() {
			id := ObjID(i)
			wz, wd := ZoneLibrary, i
			if z, ok := zones[id]; ok {
				wz = z
			}
			if d, ok := damage[id]; ok {
				wd = d
			}
			if o := tb.at(id); o.Zone != wz || o.Damage != wd {
				t.Fatalf("%s: object %d in %v with %d damage, want %v with %d", name, i, o.Zone, o.Damage, wz, wd)
			}
		}
	}
	want(&a, "a", nil, map[ObjID]int{chunkSize + 1: -1})
	bz := map[ObjID]Zone{1: ZoneHand, chunkSize + 1: ZoneHand, 2*chunkSize + 3: ZoneExile, 3 * chunkSize: ZoneHand}
	want(&b, "b", bz, nil)
	c := b.clone()
	b.mut(0).Damage = -10 // copies chunk 0 with object 1 as set
	c.mut(2*chunkSize + 3).Damage = -20
	c.add(Object{ID: ObjID(c.len()), Zone: ZoneLibrary, Damage: c.len()}) // into chunk 3
	want(&a, "a", nil, map[ObjID]int{chunkSize + 1: -1})
	want(&b, "b", bz, map[ObjID]int{0: -10})
	want(&c, "c", bz, map[ObjID]int{2*chunkSize + 3: -20})
	c.setZones([]ObjID{1}, []Zone{ZoneGraveyard})
	want(&b, "b", bz, map[ObjID]int{0: -10})
	if c.at(1).Zone != ZoneGraveyard {
		t.Fatalf("c: object 1 in %v", c.at(1).Zone)
	}
}

// TestObjTableReclaim checks reclaim: a table takes back the chunks it shared with its
// latest clone only when neither was cloned since (or those clones were reclaimed), and
// a clone still alive never sees the original's writes.
func TestObjTableReclaim(t *testing.T) {
	a := makeObjTable(0)
	for i := range 3*chunkSize + 5 {
		a.add(Object{ID: ObjID(i), Damage: i})
	}
	a.mut(0) // a owns chunk 0 in its generation
	b := a.clone()
	b.mut(1).Damage = -1
	a.mut(chunkSize).Damage = -16 // a writes after the clone: chunk 1 copied, index its own
	if !a.reclaim(&b) || b.len() != 0 {
		t.Fatal("the latest clone was not reclaimed")
	}
	p0, p1 := a.at(0), a.at(chunkSize)
	if a.mut(0) != p0 || a.mut(chunkSize) != p1 || a.at(1).Damage != 1 {
		t.Fatal("after reclaim the table copies chunks it owned, or sees the clone's write")
	}
	// A clone with a live clone of its own is not reclaimed; the live one stays isolated.
	b = a.clone()
	d := b.clone()
	if a.reclaim(&b) {
		t.Fatal("a clone with a live clone was reclaimed")
	}
	a.mut(2).Damage = -2
	if d.at(2).Damage != 2 {
		t.Fatal("a live clone sees the original's write")
	}
	// Only the latest clone is reclaimed; one discarded out of turn is just emptied.
	b = a.clone()
	d = b.clone()
	e := a.clone()
	d.mut(3).Damage = -3
	if !b.reclaim(&d) || a.reclaim(&b) || !a.reclaim(&e) {
		t.Fatal("reclaim out of turn or in turn went wrong")
	}
	// A clone whose clones were reclaimed is reclaimed in turn.
	a.mut(4)
	b = a.clone()
	c := b.clone()
	c.mut(4).Damage = -4
	if !b.reclaim(&c) || !a.reclaim(&b) {
		t.Fatal("a clone whose clone was reclaimed was not reclaimed")
	}
	// A table never reclaims another table's clone, whatever their generations.
	o := makeObjTable(0)
	o.add(Object{})
	o.gen = a.gen
	b = a.clone()
	o.clone()
	if o.reclaim(&b) {
		t.Fatal("a table reclaimed another's clone")
	}
	p := a.at(4)
	if a.mut(4) == p {
		t.Fatal("the table owns a chunk it shared with a clone it didn't reclaim")
	}
	b = a.clone()
	c = b.clone()
	if !b.reclaim(&c) || !a.reclaim(&b) {
		t.Fatal("reclaim in turn failed")
	}
	p = a.at(4)
	if a.mut(4) != p || a.at(3).Damage != 3 || a.at(4).Damage != 4 {
		t.Fatal("after the reclaims the table copies its own chunk, or sees a clone's write")
	}
}
